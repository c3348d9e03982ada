// Adverse impact (/adverse-impact, hiring brand; ADR 078): for users granted self-identification access ("eeo:read",
// the capability the API enforces), the period's figures per benchmark and stage transition, the passing threshold
// (owners change it) and the bias-audit pack's downloads (/adverse-impact.csv, /adverse-impact.pdf).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { notFoundOn404 } from "~/api/client.server";
import { actorOf, requireCapability } from "~/auth/user.server";
import { permissionContext } from "../../server/permissions";
import { actionSuccess, apiFailure, parseSubmission } from "~/ui/action/index.server";
import { csvDownload, CSV_STREAM, pdfDownload, PDF_STREAM } from "~/ui/download.server";
import { adverseImpactContract as impact } from "../../api/adverse-impact/contract";
import { id } from "../../api/http/contract";
import { can } from "../../domain/permissions";

const day = z.iso.date();

/** The period and company in the address; anything malformed is left out (the API's defaults apply). */
export function impactQueryOf(request: Request) {
  const params = new URL(request.url).searchParams;
  const pick = <T>(schema: z.ZodType<T>, name: string) => {
    const parsed = schema.safeParse(params.get(name) ?? undefined);
    return parsed.success ? parsed.data : undefined;
  };
  const query = { company_id: pick(id(), "company_id"), from: pick(day, "from"), to: pick(day, "to") };
  if (query.from && query.to && query.from > query.to) return { company_id: query.company_id };
  return query;
}

export async function loadAdverseImpact({ request, context }: LoaderFunctionArgs) {
  const { api, profile } = await requireCapability(request, context, "eeo:read");
  const { data } = await api.call(impact.read, { query: impactQueryOf(request) }).catch(notFoundOn404);
  const canSetThreshold =
    data.company !== null && can(actorOf(profile), "fit-settings:manage", permissionContext(context.services.env));
  return { impact: data, canSetThreshold };
}

const thresholdForm = z.object({
  company_id: id("a company id"),
  pass_threshold: z.coerce
    .number({ error: "must be a whole number from 1 to 100" })
    .int("must be a whole number from 1 to 100")
    .min(1, "must be at least 1")
    .max(100, "must be at most 100"),
});

export async function changeThreshold({ request, context }: ActionFunctionArgs) {
  const { api } = await requireCapability(request, context, "eeo:read");
  const input = await parseSubmission(request, thresholdForm, { fields: ["pass_threshold"] });
  if (!input.ok) return json(input.result);
  try {
    const { data } = await api.call(impact.updateSettings, { body: input.value });
    return json(
      actionSuccess(`Passing threshold set to a fit of ${data.pass_threshold}.`, { submission: input, data }),
    );
  } catch (error) {
    return json(
      apiFailure(error, {
        submission: input,
        fields: ["pass_threshold"],
        labels: { pass_threshold: "The passing threshold" },
      }),
    );
  }
}

/** /adverse-impact.csv and .pdf: the bias-audit pack for the period in the address, streamed from the API. */
export async function downloadAuditPack({ request, context }: LoaderFunctionArgs, format: "csv" | "pdf") {
  const { api } = await requireCapability(request, context, "eeo:read");
  const query = impactQueryOf(request);
  return format === "csv"
    ? csvDownload(() => api.stream(impact.packCsv, { query }, CSV_STREAM), "bias-audit.csv")
    : pdfDownload(() => api.stream(impact.packPdf, { query }, PDF_STREAM), "bias-audit.pdf");
}
