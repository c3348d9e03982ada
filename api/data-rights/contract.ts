// A person's data rights (GDPR access and erasure): everything held about one assessed person — every assessment of
// the same e-mail in the same company, with its answers, scores, notes, files, messages, shares, pipeline history and
// event logs — as JSON or a PDF, and the erasure of all of it. The erasure leaves an audit record with ids and
// counts only. Company owners and admins (and super admins) only; a foreign person is 404. The person downloads the
// same export themselves through their own report's link (api/participant-reports): no sign-in, the link's sealed
// payload is the permission, refused like the report (404 not valid, 410 expired or revoked).
import { z } from "zod";
import { dataOf, idParam, operation, timestamp } from "../http/contract";
import { participantReportQuery } from "../participant-reports/contract";

const rows = z.array(z.record(z.string(), z.unknown()));

export const personExportJson = z.object({
  exported_at: timestamp,
  person: z.object({ email: z.string(), first: z.string(), last: z.string(), company_id: z.number().int() }),
  survey_result_ids: z.array(z.number().int()),
  /** Every row held about the person, by table. */
  tables: z.record(z.string(), rows),
  /** Files stored for the person (resumes, file answers), by key. */
  files: z.array(z.string()),
});
export type PersonExport = z.infer<typeof personExportJson>;

export const eraseInput = z
  .object({
    /** The person's e-mail, typed again: erasure cannot be undone. */
    confirm: z.string({ error: "is required" }).trim().min(1, "is required").max(320, "is too long"),
  })
  .strict();

export const erasureJson = z.object({
  survey_results: z.number().int(),
  applications: z.number().int(),
  files: z.number().int(),
  /** The audit record that stays (no personal data). */
  audit_id: z.number().int(),
});

const access = "users:manage" as const;
const denied = "Only the company's owner or an admin handles a person's data requests";

export const dataRightsContract = {
  exportJson: operation({
    method: "GET",
    path: "/data-rights/survey-results/:id/export",
    summary: "Everything held about the person of a survey result, as JSON",
    description: "Answers everything held about the person of a survey result as JSON, for a subject access request.",
    access,
    denied,
    params: idParam,
    response: dataOf(personExportJson),
    errors: [400, 403, 404],
  }),
  exportPdf: operation({
    method: "GET",
    path: "/data-rights/survey-results/:id/export.pdf",
    summary: "Everything held about the person of a survey result, as a PDF",
    description: "Answers everything held about the person of a survey result as a PDF, for a subject access request.",
    access,
    denied,
    params: idParam,
    produces: "application/pdf",
    errors: [400, 403, 404],
  }),
  ownExportJson: operation({
    method: "GET",
    path: "/data-rights/public/export",
    summary: "Everything held about the person whose own report link this is, as JSON (no sign-in)",
    description:
      "Answers everything held about the person as JSON, for the holder of their own report's link. 404 for a link that is not valid, 410 once it has expired or been revoked; rate-limited per address.",
    access: "public",
    query: participantReportQuery,
    response: dataOf(personExportJson),
    errors: [400, 404, 410, 429],
  }),
  ownExportPdf: operation({
    method: "GET",
    path: "/data-rights/public/export/pdf",
    summary: "Everything held about the person whose own report link this is, as a readable PDF (no sign-in)",
    description:
      "Answers the person's data as a readable PDF, for the holder of their own report's link; refused as the JSON is.",
    access: "public",
    query: participantReportQuery,
    produces: "application/pdf",
    status: 200,
    errors: [400, 404, 410, 429],
  }),
  erase: operation({
    method: "POST",
    path: "/data-rights/survey-results/:id/erase",
    summary: "Erase everything held about the person of a survey result (`confirm`: their e-mail)",
    description:
      "Erases everything held about the person of a survey result; `confirm` must be their e-mail address. This cannot be undone.",
    access,
    denied,
    params: idParam,
    body: eraseInput,
    response: dataOf(erasureJson),
    errors: [400, 403, 404, 422],
  }),
};
