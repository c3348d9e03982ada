// The Report Configurator's list (/report-configurator): the mapping search (every parameter of spec §3 from the
// URL), and starting a new draft. Only the internal super admins reach it (403 for others, 404 without the feature).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import brand from "~brand";
import { availableReportKinds, REPORT_KINDS } from "~domain/report-mappings";
import { requireCapability } from "~/auth/user.server";
import { apiFailure, parseSubmission, redirectWithSuccess } from "~/ui/action/index.server";
import { apiQuery, listQuery } from "~/ui/list";
import { reportMappingsContract as mappings, SCALES } from "../../api/report-mappings/contract";

export async function loadMappings({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCapability(request, context, "report-configurator:use");
  const query = listQuery(request, mappings.search.query);
  const { data, meta } = await api.call(mappings.search, { query: apiQuery(mappings.search.query, query) });
  return { mappings: data, total: meta.total, query, kinds: availableReportKinds(brand) };
}

/** The new-draft form: which scale and report, a name, and whether it is a test. */
export const newDraftForm = z.object({
  scale: z.enum(SCALES, { error: "Choose a trait scale" }),
  report_kind: z.enum(REPORT_KINDS, { error: "Choose a report" }),
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(120, "Name is too long"),
  is_test: z.boolean().optional(),
});
const FIELDS = ["scale", "report_kind", "name"];

export async function createDraftAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireCapability(request, context, "report-configurator:use");
  const input = await parseSubmission(request, newDraftForm, { fields: FIELDS });
  if (!input.ok) return input.result;
  try {
    const { data } = await api.call(mappings.create, { body: input.value });
    return redirectWithSuccess(
      context,
      `/report-configurator/${data.id}`,
      `Draft version ${data.version} of ${data.scale_name} was started.`,
    );
  } catch (error) {
    return apiFailure(error, { submission: input, fields: FIELDS });
  }
}
