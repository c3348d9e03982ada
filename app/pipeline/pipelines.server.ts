import crypto from "node:crypto";
import { apiErrorMessages, errorMessage } from "~domain/errors";
import type { UserProfile } from "~domain/profile";
import { ApiRequestError, type ApiClient } from "~/api/client.server";
import { requirePipelinePermission, type NamedOption } from "./board.server";

export interface ManagedPipeline {
  id: number;
  name: string;
  position: number;
  is_default: boolean;
  card_count: number;
  statuses: { id: number; name: string; position: number; card_count: number }[];
}

export async function loadPipelines(request: Request, { api, profile }: { api: ApiClient; profile: UserProfile }) {
  requirePipelinePermission(profile);
  const url = new URL(request.url);
  const requested = Number(url.searchParams.get("company_id"));
  const companies: NamedOption[] = (
    profile.company.companies?.length ? profile.company.companies : [profile.company]
  ).map((c) => ({
    id: c.id,
    name: c.name,
  }));
  const companyId = Number.isInteger(requested) && requested > 0 ? requested : profile.company_id;
  try {
    // Read fresh (with card counts), not from the reference cache: this page is where pipelines change.
    const body = await api.get<{ data: ManagedPipeline[] }>("/pipelines", {
      query: { company_id: companyId, include_counts: true },
    });
    const company = companies.find((c) => c.id === companyId) ?? { id: companyId, name: "" };
    return { company, companies, pipelines: body.data };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404)
      throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    throw error;
  }
}

/** What the page's actions answer, always with status 200 (a 4xx is a failed fetch the browser logs). */
export interface PipelinesResult {
  id: string;
  ok: boolean;
  intent: string;
  messages: string[];
  /** For a refused delete: how many cards are in the way (the page then asks where they go). */
  needsTarget?: { kind: "pipeline" | "status"; id: number };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const int = (form: FormData, name: string) => {
  const n = Number(form.get(name));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const ids = (form: FormData, name: string) =>
  text(form, name)
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/** create, rename, reorder and delete pipelines and statuses, through the Main API. */
export async function pipelinesAction(
  request: Request,
  { api, profile }: { api: ApiClient; profile: UserProfile },
): Promise<PipelinesResult> {
  const form = await request.formData();
  const intent = text(form, "intent");
  const result = (ok: boolean, messages: string[], extra: Partial<PipelinesResult> = {}): PipelinesResult => ({
    id: crypto.randomUUID(),
    ok,
    intent,
    messages,
    ...extra,
  });
  const pipelineId = int(form, "pipelineId");
  const statusId = int(form, "statusId");
  const name = text(form, "name");
  try {
    requirePipelinePermission(profile);
    switch (intent) {
      case "create-pipeline":
        await api.post("/pipelines", { company_id: int(form, "companyId"), name });
        return result(true, [`Pipeline "${name}" was created.`]);
      case "rename-pipeline":
        await api.put(`/pipelines/${pipelineId}`, { name });
        return result(true, [`Pipeline renamed to "${name}".`]);
      case "reorder-pipelines":
        await api.put("/pipelines/reorder", { company_id: int(form, "companyId"), ids: ids(form, "ids") });
        return result(true, ["Pipelines reordered."]);
      case "delete-pipeline":
        await api.delete(`/pipelines/${pipelineId}`, { query: { move_to_pipeline_id: int(form, "moveTo") } });
        return result(true, ["Pipeline deleted."]);
      case "add-status":
        await api.post(`/pipelines/${pipelineId}/statuses`, { name });
        return result(true, [`Status "${name}" was added.`]);
      case "rename-status":
        await api.put(`/pipelines/${pipelineId}/statuses/${statusId}`, { name });
        return result(true, [`Status renamed to "${name}".`]);
      case "reorder-statuses":
        await api.put(`/pipelines/${pipelineId}/statuses/reorder`, { ids: ids(form, "ids") });
        return result(true, ["Statuses reordered."]);
      case "delete-status":
        await api.delete(`/pipelines/${pipelineId}/statuses/${statusId}`, {
          query: { move_to_status_id: int(form, "moveTo") },
        });
        return result(true, ["Status deleted."]);
      default:
        return result(false, ["Unknown action"]);
    }
  } catch (error) {
    if (error instanceof Response) return result(false, ["You do not have access to the hiring pipeline."]);
    if (!(error instanceof ApiRequestError)) return result(false, [errorMessage("GENERIC_ERROR")]);
    if (error.status === 409 && (intent === "delete-pipeline" || intent === "delete-status")) {
      const kind = intent === "delete-pipeline" ? "pipeline" : "status";
      return result(false, [`${error.message}: choose where they go.`], {
        needsTarget: { kind, id: (kind === "pipeline" ? pipelineId : statusId) ?? 0 },
      });
    }
    if (error.errors.length) return result(false, apiErrorMessages(400, { errors: error.errors }));
    if ([403, 404, 409].includes(error.status) && error.message) return result(false, [error.message]);
    return result(false, apiErrorMessages(error.status));
  }
}
