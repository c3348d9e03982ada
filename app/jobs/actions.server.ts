import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import type { ApiClient } from "~/api/client.server";
import {
  actionSuccess,
  apiFailure,
  intents,
  parseSubmission,
  redirectWithSuccess,
  type ActionResult,
} from "~/ui/action/index.server";
import { IMPORT_MAX_BYTES, JOB_STATUS_LABELS, JOB_STATUSES, type GeneratedAd, type ImportJson } from "./model";
import { putToPresignedUrl } from "./public.server";
import { id } from "../../api/http/contract";
import { jobsContract } from "../../api/jobs/contract";

/** What a job action hands the page besides its message: the ads written, or the import's state. */
export interface JobActionData {
  ads?: GeneratedAd[];
  import?: ImportJson;
}
export type JobActionResult = ActionResult<JobActionData | undefined>;

const job = { jobId: id("a job id"), title: z.string().optional() };

/** The job actions' forms, by intent (rows' menus, the job page's buttons, the import form). */
const jobActionForm = intents({
  status: z.object({ ...job, status: z.enum(JOB_STATUSES, { error: "must be a job status" }) }),
  duplicate: z.object(job),
  archive: z.object(job),
  delete: z.object(job),
  ads: z.object(job),
  "import-check": z.object({
    ...job,
    file: z
      .file({ error: "A CSV file is required" })
      .refine((file) => file.size <= IMPORT_MAX_BYTES, "The file must be at most 1 MB"),
  }),
  "import-confirm": z.object({ ...job, importId: id("an import id") }),
});

/** The import form's one field: the API's problems with the upload (its name, size or contents) show beside it. */
const importField = (path: string) => (["file", "file_name", "size"].includes(path) ? "file" : undefined);

/**
 * The row and page actions on a job that the overview, the board and the job's page share: change status,
 * duplicate, archive, delete, write ads, and import candidates from a CSV. Each answers an ActionResult, or
 * redirects where the page the user is on would no longer make sense (a deleted job, a new copy).
 */
export async function jobAction(
  context: AppLoadContext,
  api: ApiClient,
  request: Request,
  { from }: { from: "overview" | "board" | "job" },
): Promise<JobActionResult | Response> {
  const input = await parseSubmission(request, jobActionForm, { fields: ["file"] });
  if (!input.ok) return input.result;
  const form = input.value;
  const params = { id: form.jobId };
  const title = form.title || "The job";
  const done = (message: string | null, data?: JobActionData) =>
    actionSuccess<JobActionData | undefined>(message, { submission: input, data });
  try {
    switch (form.intent) {
      case "status": {
        const { data: saved } = await api.call(jobsContract.update, { params, body: { status: form.status } });
        return done(`${saved.title} is now ${JOB_STATUS_LABELS[saved.status].toLowerCase()}.`);
      }
      case "duplicate": {
        const { data: copy } = await api.call(jobsContract.duplicate, { params });
        return redirectWithSuccess(
          context,
          `/jobs/edit?id=${copy.id}`,
          `A draft copy of ${title} was made. Edit it here.`,
        );
      }
      case "archive":
        await api.call(jobsContract.archive, { params });
        return done(`${title} was archived.`);
      case "delete":
        await api.call(jobsContract.remove, { params });
        if (from === "job") return redirectWithSuccess(context, "/jobs/overview", `${title} was deleted.`);
        return done(`${title} was deleted.`);
      case "ads": {
        const { data: ads } = await api.call(jobsContract.generateAds, { body: { job_id: form.jobId } });
        return done(null, { ads });
      }
      case "import-check": {
        const { file } = form;
        const { data: started } = await api.call(jobsContract.startImport, {
          params,
          body: { file_name: file.name, size: file.size },
        });
        await putToPresignedUrl(context, started, await file.arrayBuffer());
        const { data: checked } = await api.call(jobsContract.checkImport, {
          params,
          body: { import_id: started.import_id },
        });
        return done(null, { import: checked });
      }
      case "import-confirm": {
        // A failed import is an answer too: the page shows the row that stopped it.
        const { data: result } = await api.call(jobsContract.confirmImport, {
          params,
          body: { import_id: form.importId },
        });
        const imported = result.imported_rows;
        const message =
          result.status === "completed" ? `${imported} candidate${imported === 1 ? " was" : "s were"} imported.` : null;
        return done(message, { import: result });
      }
    }
  } catch (error) {
    return apiFailure(error, { submission: input, fields: importField, labels: { file: "The file" } });
  }
}
