// A company's fit settings (/fit-settings, a resource route; ADR 056): whether its fits include the health-adjacent
// facets, read for the panel, and changed with a required reason. The API decides who may change it (the company's
// owner, its franchise owner or a super admin) and scopes the company.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ApiRequestError, notFound } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { actionSuccess, apiFailure, parseSubmission } from "~/ui/action/index.server";
import { companiesContract } from "../../api/companies/contract";
import { id } from "../../api/http/contract";

const companyOf = (request: Request) => {
  const parsed = id("a company id").safeParse(new URL(request.url).searchParams.get("company_id"));
  if (!parsed.success) throw notFound();
  return parsed.data;
};

export async function loadFitSettings({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireUser(request, context);
  try {
    const { data } = await api.call(companiesContract.fitSettings, { params: { id: companyOf(request) } });
    return json({ settings: data, error: null });
  } catch (error) {
    if (error instanceof ApiRequestError) return json({ settings: null, error: error.message });
    throw error;
  }
}

const settingsForm = z.object({
  company_id: id("a company id"),
  include_health_facets: z.enum(["true", "false"]).transform((v) => v === "true"),
  reason: z.string().optional(),
});

export async function changeFitSettings({ request, context }: ActionFunctionArgs) {
  const { api } = await requireUser(request, context);
  const input = await parseSubmission(request, settingsForm, { fields: ["reason"] });
  if (!input.ok) return json(input.result);
  const { company_id, include_health_facets, reason } = input.value;
  try {
    const { data } = await api.call(companiesContract.updateFitSettings, {
      params: { id: company_id },
      body: { include_health_facets, reason: reason?.trim() || null },
    });
    return json(
      actionSuccess(
        include_health_facets
          ? "The health-adjacent facets now count towards fit. Fits are being recalculated."
          : "The health-adjacent facets are left out of fit again. Fits are being recalculated.",
        { submission: input, data },
      ),
    );
  } catch (error) {
    return json(apiFailure(error, { submission: input, fields: ["reason"], labels: { reason: "The reason" } }));
  }
}
