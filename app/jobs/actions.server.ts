import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { ApiClient } from "~/api/client.server";
import { ApiRequestError } from "~/api/client.server";
import { toastFlashFor } from "~/toast.server";
import { failure, success } from "./form-result.server";
import { JOB_FIELD_LABELS } from "./job-form.server";
import type { GeneratedAd, ImportJson, JobJson } from "./model";
import { IMPORT_MAX_BYTES, JOB_STATUS_LABELS, type JobStatus } from "./model";
import { putToPresignedUrl } from "./public.server";

/**
 * The row and page actions on a job that the overview, the board and the job's page share: change status,
 * duplicate, archive, delete, write ads, and import candidates from a CSV. Each answers a FormResult with status
 * 200, or redirects where the page the user is on would no longer make sense (a deleted job, a new copy).
 */
export async function jobAction(
  context: AppLoadContext,
  api: ApiClient,
  form: FormData,
  { from }: { from: "overview" | "board" | "job" },
) {
  const intent = String(form.get("intent") ?? "");
  const jobId = Number(form.get("jobId"));
  const title = String(form.get("title") ?? "The job");
  const flash = toastFlashFor(context.services);
  try {
    switch (intent) {
      case "status": {
        const status = String(form.get("status")) as JobStatus;
        const body = await api.put<{ data: JobJson }>(`/jobs/${jobId}`, { status });
        return data(success(intent, `${body.data.title} is now ${JOB_STATUS_LABELS[body.data.status].toLowerCase()}.`));
      }
      case "duplicate": {
        const body = await api.post<{ data: JobJson }>(`/jobs/${jobId}/duplicate`);
        return flash.redirectWithToast(`/jobs/edit?id=${body.data.id}`, {
          kind: "success",
          message: `A draft copy of ${title} was made. Edit it here.`,
        });
      }
      case "archive": {
        await api.delete(`/jobs/${jobId}/archive`);
        return data(success(intent, `${title} was archived.`));
      }
      case "delete": {
        await api.delete(`/jobs/${jobId}`);
        if (from === "job")
          return flash.redirectWithToast("/jobs/overview", { kind: "success", message: `${title} was deleted.` });
        return data(success(intent, `${title} was deleted.`));
      }
      case "ads": {
        const body = await api.post<{ data: GeneratedAd[] }>("/jobs/ads/generate", { job_id: jobId });
        return data(success(intent, "", body.data));
      }
      case "import-check": {
        const file = form.get("file");
        if (!(file instanceof File) || file.size === 0) {
          return data(
            failure(intent, new ApiRequestError(400, "Bad Request", [{ path: "file", message: "is required" }]), {
              file: "A CSV file",
            }),
          );
        }
        if (file.size > IMPORT_MAX_BYTES) {
          return data(
            failure(
              intent,
              new ApiRequestError(422, "Unprocessable", [{ path: "file", message: "must be at most 1 MB" }]),
              { file: "The file" },
            ),
          );
        }
        const started = await api.post<{
          data: { import_id: number; upload_url: string; headers: Record<string, string> };
        }>(`/jobs/${jobId}/import-candidates/upload-presigned-url`, { file_name: file.name, size: file.size });
        await putToPresignedUrl(context, started.data, await file.arrayBuffer());
        const checked = await api.put<{ data: ImportJson }>(`/jobs/${jobId}/import-candidates/status`, {
          import_id: started.data.import_id,
        });
        return data(success(intent, "", checked.data));
      }
      case "import-confirm": {
        const importId = Number(form.get("importId"));
        const body = await api.post<{ data: ImportJson }>(`/jobs/${jobId}/import-candidates/confirm`, {
          import_id: importId,
        });
        const result = body.data;
        if (result.status === "completed") {
          return data(
            success(
              intent,
              `${result.imported_rows} candidate${result.imported_rows === 1 ? " was" : "s were"} imported.`,
              result,
            ),
          );
        }
        return data({
          ...failure(intent, new ApiRequestError(409, result.errors[0]?.message ?? "The import failed.")),
          payload: result,
        });
      }
      default:
        return data(failure(intent, new ApiRequestError(400, "Unknown action")));
    }
  } catch (error) {
    return data(failure(intent, error, { ...JOB_FIELD_LABELS, file: "The file" }));
  }
}
