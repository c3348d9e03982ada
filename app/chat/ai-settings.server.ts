// The company's AI switch (/ai-settings, a resource route): its current value for the switch on the User Management
// page, and turning it on or off. The API decides who may change it (the company's owner, its franchise owner or a
// super admin) and scopes the company.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import brand from "~brand";
import { ApiRequestError, notFound } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { actionSuccess, apiFailure, parseSubmission } from "~/ui/action/index.server";
import { aiSettingsContract } from "../../api/ai/contract";
import { id } from "../../api/http/contract";

const companyOf = (request: Request) => {
  const parsed = id("a company id").safeParse(new URL(request.url).searchParams.get("company_id"));
  if (!parsed.success) throw notFound();
  return parsed.data;
};

export async function loadAiSettings({ request, context }: LoaderFunctionArgs) {
  if (!brand.features.aiChat) throw notFound();
  const { api } = await requireUser(request, context);
  try {
    const { data } = await api.call(aiSettingsContract.get, { params: { id: companyOf(request) } });
    return json({ settings: data, error: null });
  } catch (error) {
    if (error instanceof ApiRequestError) return json({ settings: null, error: error.message });
    throw error;
  }
}

const switchForm = z.object({
  company_id: id("a company id"),
  ai_enabled: z.enum(["true", "false"]).transform((v) => v === "true"),
});

export async function changeAiSettings({ request, context }: ActionFunctionArgs) {
  if (!brand.features.aiChat) throw notFound();
  const { api } = await requireUser(request, context);
  const input = await parseSubmission(request, switchForm);
  if (!input.ok) return json(input.result);
  try {
    const { data } = await api.call(aiSettingsContract.update, {
      params: { id: input.value.company_id },
      body: { ai_enabled: input.value.ai_enabled },
    });
    return json(
      actionSuccess(data.ai_enabled ? "AI features switched on." : "AI features switched off.", {
        submission: input,
        data,
      }),
    );
  } catch (error) {
    return json(apiFailure(error, { submission: input }));
  }
}
