// The company's "Requests" inbox (/requests and /requests/{id}): the requests people filed about their data or a
// decision through their own report's link, the soonest due first, overdue ones marked; one request's status,
// assignee and an e-mailed reply. Owners (and franchise owners, super admins across their scope): `users:manage`,
// the capability the API enforces on the same operations.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ApiRequestError, notFound, notFoundOn404 } from "~/api/client.server";
import { actorOf, requireCapability, requireUser } from "~/auth/user.server";
import { actionSuccess, apiFailure, intents, parseSubmission } from "~/ui/action/index.server";
import { apiQuery, listQuery } from "~/ui/list";
import { DATA_REQUEST_STATUS_LABELS } from "~domain/data-requests";
import { can } from "~domain/permissions";
import {
  dataRequestsContract as requests,
  DATA_REQUEST_STATUSES,
  MAX_REPLY,
  type OverdueJson,
} from "../../api/data-requests/contract";
import { id } from "../../api/http/contract";
import { permissionContext } from "../../server/permissions";

export const requireRequestsInbox = (request: Request, context: AppLoadContext) =>
  requireCapability(request, context, "users:manage");

export async function loadRequests({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRequestsInbox(request, context);
  const query = listQuery(request, requests.search.query);
  const { data, meta } = await api.call(requests.search, { query: apiQuery(requests.search.query, query) });
  return { requests: data, total: meta.total, query };
}

export async function loadRequest({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRequestsInbox(request, context);
  const parsed = id("a request id").safeParse(params.id);
  if (!parsed.success) throw notFound();
  const { data } = await api.call(requests.get, { params: { id: parsed.data } }).catch(notFoundOn404);
  return { request: data };
}

export const REQUEST_FIELDS = ["status", "assignee_id", "message"];

export const requestForm = intents({
  status: z.object({
    id: id("a request id"),
    status: z.enum(DATA_REQUEST_STATUSES, { error: "Choose a status" }),
  }),
  // No one chosen ("" arrives as absent) unassigns.
  assign: z.object({ id: id("a request id"), assignee_id: id("a user").optional() }),
  reply: z.object({
    id: id("a request id"),
    message: z
      .string({ error: "Write your reply" })
      .trim()
      .min(1, "Write your reply")
      .max(MAX_REPLY, `must be at most ${MAX_REPLY} characters`),
  }),
});

export async function requestAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRequestsInbox(request, context);
  const input = await parseSubmission(request, requestForm, { fields: REQUEST_FIELDS });
  if (!input.ok) return input.result;
  const form = input.value;
  const params = { id: form.id };
  try {
    if (form.intent === "status") {
      await api.call(requests.update, { params, body: { status: form.status } });
      return actionSuccess(`Status set to “${DATA_REQUEST_STATUS_LABELS[form.status]}”.`, { submission: input });
    }
    if (form.intent === "assign") {
      const { data } = await api.call(requests.update, { params, body: { assignee_id: form.assignee_id ?? null } });
      const who = data.assignee ? `${data.assignee.first} ${data.assignee.last}` : null;
      return actionSuccess(who ? `Assigned to ${who}.` : "Nobody is assigned now.", { submission: input });
    }
    const { data } = await api.call(requests.reply, { params, body: { message: form.message } });
    return actionSuccess(`Reply sent to ${data.sent_to}.`, { submission: input });
  } catch (error) {
    return apiFailure(error, { submission: input, fields: REQUEST_FIELDS });
  }
}

/**
 * For the home page's card: how many requests are overdue. Null for anyone who does not handle requests, and when
 * the count cannot be read (the home page stands without it).
 */
export async function loadOverdueRequests(request: Request, context: AppLoadContext): Promise<OverdueJson | null> {
  const { profile, api } = await requireUser(request, context);
  if (!can(actorOf(profile), "users:manage", permissionContext(context.services.env))) return null;
  try {
    return (await api.call(requests.overdue)).data;
  } catch (error) {
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}
