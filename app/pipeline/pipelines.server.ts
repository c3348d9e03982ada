import { z } from "zod";
import type { UserProfile } from "~domain/profile";
import { id } from "../../api/http/contract";
import { pipelinesContract as pipelinesApi } from "../../api/pipeline/contract";
import { ApiRequestError, type ApiClient } from "~/api/client.server";
import {
  actionFailure,
  actionSuccess,
  apiFailure,
  intents,
  parseSubmission,
  type ActionResult,
} from "~/ui/action/index.server";
import { listQuery } from "~/ui/list";
import { NO_PIPELINE_ACCESS } from "~/ui/wording";
import { requirePipelinePermission, type NamedOption } from "./board.server";

/** A pipeline as this page shows it: with its card counts (which the API gives when asked). */
export interface ManagedPipeline {
  id: number;
  name: string;
  position: number;
  is_default: boolean;
  card_count: number;
  /** Of card_count, the archived or test cards (the board and the candidate list leave them out by default). */
  hidden_card_count: number;
  statuses: { id: number; name: string; position: number; card_count: number; hidden_card_count: number }[];
}

export async function loadPipelines(request: Request, { api, profile }: { api: ApiClient; profile: UserProfile }) {
  // The route guards the page (requireCapability "hiring-pipeline:view", ADR 038).
  const requested = listQuery(request, pipelinesApi.list.query).company_id;
  const companies: NamedOption[] = (
    profile.company.companies?.length ? profile.company.companies : [profile.company]
  ).map((c) => ({
    id: c.id,
    name: c.name,
  }));
  const companyId = requested ?? profile.company_id;
  try {
    // Read fresh (with card counts), not from the reference cache: this page is where pipelines change.
    const body = await api.call(pipelinesApi.list, { query: { company_id: companyId, include_counts: "true" } });
    const company = companies.find((c) => c.id === companyId) ?? { id: companyId, name: "" };
    const pipelines: ManagedPipeline[] = body.data.map((p) => ({
      id: p.id,
      name: p.name,
      position: p.position,
      is_default: p.is_default,
      card_count: p.card_count ?? 0,
      hidden_card_count: p.hidden_card_count ?? 0,
      statuses: p.statuses.map((s) => ({
        id: s.id,
        name: s.name,
        position: s.position,
        card_count: s.card_count ?? 0,
        hidden_card_count: s.hidden_card_count ?? 0,
      })),
    }));
    return { company, companies, pipelines };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404)
      throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    throw error;
  }
}

const name = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(80, "Name must be at most 80 characters");
/** Ids in their new order, comma-separated. */
const order = z.preprocess(
  (v) => (typeof v === "string" ? v.split(",") : v),
  z.array(id(), { error: "must list the order" }).min(1, "must list the order"),
);

/** The page's forms, one per intent (the `intent` field). */
const pipelinesForm = intents({
  "create-pipeline": z.object({ companyId: id(), name }),
  "rename-pipeline": z.object({ pipelineId: id(), name }),
  "reorder-pipelines": z.object({ companyId: id(), ids: order }),
  "delete-pipeline": z.object({ pipelineId: id(), moveTo: id().optional() }),
  "add-status": z.object({ pipelineId: id(), name }),
  "rename-status": z.object({ pipelineId: id(), statusId: id(), name }),
  "reorder-statuses": z.object({ pipelineId: id(), ids: order }),
  "delete-status": z.object({ pipelineId: id(), statusId: id(), moveTo: id().optional() }),
});

/** The one field the forms show problems beside (the delete dialog's target is `moveTo`, see below). */
const FIELDS = ["name"];

/** create, rename, reorder and delete pipelines and statuses, through the Main API. */
export async function pipelinesAction(
  request: Request,
  { api, profile }: { api: ApiClient; profile: UserProfile },
): Promise<ActionResult> {
  const input = await parseSubmission(request, pipelinesForm, { fields: FIELDS });
  if (!input.ok) return input.result;
  const form = input.value;
  const done = (message: string) => actionSuccess(message, { submission: input });
  try {
    requirePipelinePermission(profile);
    switch (form.intent) {
      case "create-pipeline":
        await api.call(pipelinesApi.create, { body: { company_id: form.companyId, name: form.name } });
        return done(`Pipeline "${form.name}" was created.`);
      case "rename-pipeline":
        await api.call(pipelinesApi.rename, { params: { id: form.pipelineId }, body: { name: form.name } });
        return done(`Pipeline renamed to "${form.name}".`);
      case "reorder-pipelines":
        await api.call(pipelinesApi.reorder, { body: { company_id: form.companyId, ids: form.ids } });
        return done("Pipelines reordered.");
      case "delete-pipeline":
        await api.call(pipelinesApi.remove, {
          params: { id: form.pipelineId },
          query: { move_to_pipeline_id: form.moveTo },
        });
        return done("Pipeline deleted.");
      case "add-status":
        await api.call(pipelinesApi.addStatus, { params: { id: form.pipelineId }, body: { name: form.name } });
        return done(`Status "${form.name}" was added.`);
      case "rename-status":
        await api.call(pipelinesApi.renameStatus, {
          params: { id: form.pipelineId, statusId: form.statusId },
          body: { name: form.name },
        });
        return done(`Status renamed to "${form.name}".`);
      case "reorder-statuses":
        await api.call(pipelinesApi.reorderStatuses, { params: { id: form.pipelineId }, body: { ids: form.ids } });
        return done("Statuses reordered.");
      case "delete-status":
        await api.call(pipelinesApi.removeStatus, {
          params: { id: form.pipelineId, statusId: form.statusId },
          query: { move_to_status_id: form.moveTo },
        });
        return done("Status deleted.");
    }
  } catch (error) {
    if (error instanceof Response) return actionFailure(NO_PIPELINE_ACCESS, { submission: input });
    // Cards arrived since the dialog was opened: the page asks again where they go (beside the dialog's target).
    if (
      error instanceof ApiRequestError &&
      error.status === 409 &&
      (form.intent === "delete-pipeline" || form.intent === "delete-status")
    ) {
      return actionFailure([], {
        submission: input,
        fieldErrors: { moveTo: `${error.message}: choose where they go.` },
      });
    }
    return apiFailure(error, {
      submission: input,
      fields: FIELDS,
      labels: { name: "Name" },
      ownMessages: [403, 404, 409],
    });
  }
}
