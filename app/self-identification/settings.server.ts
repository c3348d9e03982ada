// Which optional voluntary self-identification questions a company asks (/self-identification-settings, a resource
// route): their values for the switches on the User Management page, and turning them on or off. The API decides who
// may (the company's owner, its franchise owner or a super admin) and scopes the company.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ApiRequestError, notFound } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { actionSuccess, apiFailure, parseSubmission } from "~/ui/action/index.server";
import { id } from "../../api/http/contract";
import { selfIdentificationContract } from "../../api/self-identification/contract";

const companyOf = (request: Request) => {
  const parsed = id("a company id").safeParse(new URL(request.url).searchParams.get("company_id"));
  if (!parsed.success) throw notFound();
  return parsed.data;
};

export async function loadSelfIdentificationSettings({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireUser(request, context);
  try {
    const { data } = await api.call(selfIdentificationContract.getSettings, { params: { id: companyOf(request) } });
    return json({ settings: data, error: null });
  } catch (error) {
    if (error instanceof ApiRequestError) return json({ settings: null, error: error.message });
    throw error;
  }
}

const flag = z.enum(["true", "false"]).transform((v) => v === "true");
const settingsForm = z.object({ company_id: id("a company id"), ask_veteran: flag, ask_disability: flag });

export async function changeSelfIdentificationSettings({ request, context }: ActionFunctionArgs) {
  const { api } = await requireUser(request, context);
  const input = await parseSubmission(request, settingsForm);
  if (!input.ok) return json(input.result);
  try {
    const { company_id, ...body } = input.value;
    const { data } = await api.call(selfIdentificationContract.setSettings, { params: { id: company_id }, body });
    return json(actionSuccess("Self-identification questions saved.", { submission: input, data }));
  } catch (error) {
    return json(apiFailure(error, { submission: input }));
  }
}
