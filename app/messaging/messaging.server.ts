// Messaging pages: past sends (/messages), compose (/messages/new, from the list's selection or its filters), a
// send's progress (/messages/{id}), the company's templates (/messages/templates), the conversation on a person's report (resource
// route /survey-results/{id}/messages) and the public unsubscribe page (/unsubscribe/{token}).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiClient, ApiRequestError, notFound, notFoundOn404, type ApiClient } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { actionFailure, actionSuccess, apiFailure, intents, parseSubmission } from "~/ui/action/index.server";
import { apiQuery, listQuery } from "~/ui/list";
import { id as idOfText } from "../../api/http/contract";
import {
  batchesQuery,
  composeInput as composeSchema,
  MESSAGE_STATUSES,
  messagingContract as messaging,
  type MessageTemplateJson,
  type PreviewJson,
} from "../../api/messaging/contract";
import type { Role } from "../../domain/roles";
import type { SurveyResultSearchInput } from "../../api/survey-results/contract";
import { audienceOf, type Audience } from "./model";
import { candidateI18n } from "~/i18n/i18n.server";

const COMPOSE_FIELDS = ["channel", "subject", "body", "recipients"];
const composeForm = z.object({
  channel: z.enum(["email", "sms"], { error: "Choose e-mail or SMS" }),
  template_id: idOfText("a template id").optional(),
  subject: z.string().max(200).optional(),
  body: z.string({ error: "is required" }).min(1, "is required").max(10_000),
  // The compose page's query string; empty from a person's conversation panel (the route names the person).
  audience: z.string().max(20_000).default(""),
});

/** The API's compose input from the form (the audience travels as the page's own query string). */
function composeInput(
  value: z.output<typeof composeForm>,
  audience: Exclude<Audience, { kind: "none" }>,
): z.input<typeof composeSchema> {
  return {
    channel: value.channel,
    template_id: value.template_id,
    subject: value.channel === "email" ? value.subject : undefined,
    body: value.body,
    recipients:
      audience.kind === "ids" ? { ids: audience.ids } : { filters: audience.filters as SurveyResultSearchInput },
  };
}

/** Who writes the company's templates (the API's rule, api/messaging/model.ts): its admins; everyone sends with them. */
const canEditTemplates = (role: Role) => ["SUPER_ADMIN", "FRANCHISE_OWNER", "COMPANY_OWNER"].includes(role);

// --- /messages -----------------------------------------------------------------------------------------------------

/** The page's URL state is the API's own query (channel, page, page size). */
export const historyQuery = batchesQuery;

/** /messages: the sends of the viewer's companies, newest first, as the URL pages and filters them. */
export async function loadHistory({ request, context }: LoaderFunctionArgs) {
  const { api, profile } = await requireUser(request, context);
  const query = listQuery(request, historyQuery);
  const page = await api.call(messaging.listBatches, { query: apiQuery(historyQuery, query) });
  return { sends: page.data, total: page.meta.total, query, canEditTemplates: canEditTemplates(profile.auth_role) };
}
export type HistoryData = Awaited<ReturnType<typeof loadHistory>>;

// --- /messages/new -------------------------------------------------------------------------------------------------

export async function loadCompose({ request, context }: LoaderFunctionArgs) {
  const { api, profile } = await requireUser(request, context);
  const url = new URL(request.url);
  const audience = audienceOf(url.searchParams);
  const { data: templates } = await api.call(messaging.listTemplates, {});
  return {
    audience,
    query: url.searchParams.toString(),
    templates,
    canSaveTemplate: canEditTemplates(profile.auth_role),
  };
}

export async function composeAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireUser(request, context);
  const input = await parseSubmission(request, intents({ preview: composeForm, send: composeForm }), {
    fields: (path) => COMPOSE_FIELDS.find((f) => path === f || path.startsWith(`${f}.`)),
  });
  if (!input.ok) return input.result;
  const audience = audienceOf(new URLSearchParams(input.value.audience));
  if (audience.kind === "none") return actionFailure("Choose the people to write to from the list first.");
  const body = composeInput(input.value, audience);
  try {
    if (input.value.intent === "preview") {
      const { data } = await api.call(messaging.preview, { body });
      return actionSuccess<PreviewJson>(null, { submission: input, data });
    }
    const { data } = await api.call(messaging.send, { body });
    return redirect(`/messages/${data.id}`);
  } catch (error) {
    return apiFailure(error, { submission: input, fields: COMPOSE_FIELDS });
  }
}

// --- /messages/{id} ------------------------------------------------------------------------------------------------

const resultsQuery = z.object({ status: z.enum(MESSAGE_STATUSES).optional().catch(undefined) });

export async function loadBatch({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireUser(request, context);
  const id = idOfText().safeParse(params.id);
  if (!id.success) throw notFound();
  const { status } = resultsQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  try {
    const [batch, results] = await Promise.all([
      api.call(messaging.batch, { params: { id: id.data } }),
      api.call(messaging.batchResults, { params: { id: id.data }, query: { status, limit: 200 } }),
    ]);
    return { batch: batch.data, results: results.data, status: status ?? null };
  } catch (error) {
    notFoundOn404(error);
  }
}

// --- /messages/templates -------------------------------------------------------------------------------------------

export async function loadTemplates({ request, context }: LoaderFunctionArgs) {
  const { api, profile } = await requireUser(request, context);
  const { data: templates } = await api.call(messaging.listTemplates, {});
  const canEdit = canEditTemplates(profile.auth_role);
  // Super admins also keep the product's own e-mails (/settings/mail-templates): linked from here.
  const superAdmin = profile.auth_role === "SUPER_ADMIN";
  return { templates, canEdit, superAdmin };
}

const TEMPLATE_FIELDS = ["name", "channel", "subject", "body"];
const templateForm = intents({
  save: z.object({
    id: idOfText("a template id").optional(),
    name: z.string({ error: "is required" }).min(1, "is required").max(120),
    channel: z.enum(["email", "sms"], { error: "Choose e-mail or SMS" }),
    subject: z.string().max(200).optional(),
    body: z.string({ error: "is required" }).min(1, "is required").max(10_000),
  }),
  remove: z.object({ id: idOfText("a template id") }),
});

export async function templatesAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireUser(request, context);
  const input = await parseSubmission(request, templateForm, { fields: TEMPLATE_FIELDS });
  if (!input.ok) return input.result;
  const value = input.value;
  try {
    if (value.intent === "remove") {
      await api.call(messaging.deleteTemplate, { params: { id: value.id } });
      return actionSuccess("Template deleted.", { submission: input });
    }
    const body = { name: value.name, channel: value.channel, subject: value.subject, body: value.body };
    const { data } = value.id
      ? await api.call(messaging.updateTemplate, { params: { id: value.id }, body })
      : await api.call(messaging.createTemplate, { body });
    // The saved template goes back too: the composer picks it once it is saved from there.
    return actionSuccess<MessageTemplateJson>(`Template “${data.name}” saved.`, { submission: input, data });
  } catch (error) {
    return apiFailure(error, { submission: input, fields: TEMPLATE_FIELDS });
  }
}

// --- /survey-results/{id}/messages (the report's conversation panel) -----------------------------------------------

/** The conversation with one person and the templates to write with; null when the API refuses or fails, so the
 * report shows the panel's own error instead of turning into an error page. */
export async function conversationOf(api: ApiClient, surveyResultId: number) {
  try {
    const [messages, templates] = await Promise.all([
      api.call(messaging.conversation, { query: { surveyResultId } }),
      api.call(messaging.listTemplates, {}),
    ]);
    return { messages: messages.data, templates: templates.data };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) return null;
    throw error;
  }
}
export type Conversation = Awaited<ReturnType<typeof conversationOf>>;

export async function loadConversation({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireUser(request, context);
  const id = idOfText().safeParse(params.id);
  if (!id.success) throw notFound();
  return conversationOf(api, id.data);
}

export async function conversationAction({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireUser(request, context);
  const id = idOfText().safeParse(params.id);
  if (!id.success) throw notFound();
  const input = await parseSubmission(request, intents({ preview: composeForm, send: composeForm }), {
    fields: COMPOSE_FIELDS,
  });
  if (!input.ok) return input.result;
  const body = composeInput(input.value, { kind: "ids", ids: [id.data] });
  try {
    if (input.value.intent === "preview") {
      const { data } = await api.call(messaging.preview, { body });
      return actionSuccess<PreviewJson | null>(null, { submission: input, data });
    }
    await api.call(messaging.send, { body });
    return actionSuccess<PreviewJson | null>(input.value.channel === "email" ? "E-mail queued." : "SMS queued.", {
      submission: input,
      data: null,
    });
  } catch (error) {
    return apiFailure(error, { submission: input, fields: COMPOSE_FIELDS });
  }
}

// --- /unsubscribe/{token} (public) ---------------------------------------------------------------------------------

const tokenOf = (params: Record<string, string | undefined>) => {
  const token = messaging.unsubscribeInfo.params.safeParse({ token: params.token });
  if (!token.success) throw notFound();
  return token.data.token;
};

/** The unsubscribe page in the person's language (their choice, else their browser's): its words are `rights`. */
export async function loadUnsubscribe({ request, context, params }: LoaderFunctionArgs) {
  const token = tokenOf(params);
  try {
    const { data } = await apiClient(context, null).call(messaging.unsubscribeInfo, { params: { token } });
    return { ...data, i18n: await candidateI18n(request, ["rights"]) };
  } catch (error) {
    notFoundOn404(error);
  }
}

export async function unsubscribeAction({ context, params }: ActionFunctionArgs) {
  const token = tokenOf(params);
  try {
    const { data } = await apiClient(context, null).call(messaging.unsubscribe, { params: { token }, body: {} });
    return data;
  } catch (error) {
    notFoundOn404(error);
  }
}
