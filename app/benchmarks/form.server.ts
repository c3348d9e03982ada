import { data } from "@remix-run/node";
import { apiErrorMessages } from "~domain/errors";
import { ApiRequestError, type ApiClient } from "~/api/client.server";
import { targetsFromForm } from "./model";
import { roleBenchmarksContract as benchmarks } from "../../api/role-benchmarks/contract";

export interface BenchmarkFormResult {
  ok: false;
  /** Messages for toasts, in the API's order. */
  messages: string[];
  /** Field (or scale code) → message, shown beside the field. */
  problems: Record<string, string>;
}

/** Turns an API path ("targets.domains.N.max") into the form's field key ("N"). */
function fieldOf(path: string): string {
  const scale = /^targets\.(?:domains|facets)\.([A-Z]\d?)/.exec(path);
  if (scale) return scale[1];
  return path.split(".")[0];
}

/**
 * Saves a benchmark form (create without `id`, update with it): reads the fields, checks the ranges before calling
 * the API, and answers problems by field when the API refuses. On success it answers the saved benchmark.
 */
export async function saveBenchmark(api: ApiClient, form: FormData, id?: number) {
  const { targets, problems } = targetsFromForm(form);
  const name = String(form.get("name") ?? "").trim();
  if (!name) problems.name = "Name is required";
  if (!targets || Object.keys(problems).length) {
    return {
      saved: null,
      failure: data<BenchmarkFormResult>({ ok: false, messages: Object.values(problems), problems }),
    };
  }
  const company = String(form.get("company_id") ?? "all");
  const model = Number(form.get("model_survey_result_id"));
  const body = {
    name,
    description: String(form.get("description") ?? "").trim() || null,
    company_id: company === "all" ? null : Number(company),
    targets,
    ...(Number.isInteger(model) && model > 0 && { model: { survey_result_id: model } }),
  };
  try {
    const saved = id
      ? await api.call(benchmarks.update, { params: { id }, body })
      : await api.call(benchmarks.create, { body });
    return { saved: saved.data, failure: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.errors.length) {
      const byField = Object.fromEntries(error.errors.map((e) => [fieldOf(e.path), e.message]));
      const messages =
        error.status === 409 ? [error.message] : apiErrorMessages(error.status, { errors: error.errors });
      return { saved: null, failure: data<BenchmarkFormResult>({ ok: false, messages, problems: byField }) };
    }
    const status = error instanceof ApiRequestError ? error.status : undefined;
    return {
      saved: null,
      failure: data<BenchmarkFormResult>({ ok: false, messages: apiErrorMessages(status), problems: {} }),
    };
  }
}

/** Only super admins manage benchmarks (the API enforces it; the pages answer 403 like it). */
export function requireSuperAdmin(role: string) {
  if (role !== "SUPER_ADMIN") throw new Response("Forbidden", { status: 403, statusText: "Forbidden" });
}
