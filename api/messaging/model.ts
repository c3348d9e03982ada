import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import brand from "~brand";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import {
  companies,
  jobApplications,
  jobs,
  messageTemplates,
  messageUnsubscribes,
  messages,
  surveyResults,
  users,
} from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { checkTemplate, renderText, type Variables } from "../../server/mail/liquid";
import { normalizePhone } from "../sms/index";
import { resultsInScope, searchConditions } from "../survey-results/search-survey-results";
import {
  MAX_RECIPIENTS,
  MESSAGE_VARIABLES,
  type Channel,
  type ComposeInput,
  type MessageJson,
  type MessageTemplateJson,
} from "./contract";

const ADMINS = ["SUPER_ADMIN", "FRANCHISE_OWNER", "COMPANY_OWNER"];

/** Templates are the company's shared words: its admins write them, everyone sends with them. */
export function requireTemplateAdmin(actor: Actor) {
  if (!ADMINS.includes(actor.role)) throw ApiError.forbidden("Only company admins can change message templates");
}

export function toTemplateJson(row: typeof messageTemplates.$inferSelect): MessageTemplateJson {
  return {
    id: row.id,
    name: row.name,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The template of the actor's company in this brand (404 for any other). */
export async function findTemplate(db: Database, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.id, id),
        eq(messageTemplates.companyId, actor.companyId),
        eq(messageTemplates.brand, brand.brand),
      ),
    );
  if (!row) throw ApiError.notFound("Template not found");
  return row;
}

export const SAMPLE_VARIABLES: Variables = {
  name: "Sam",
  first_name: "Sam",
  last_name: "Example",
  full_name: "Sam Example",
  email: "sam@example.test",
  job: "Front Desk Coordinator",
  role: "Receptionist",
  company: "Example Company",
  link: "https://example.test/survey/register?link=sample",
  brand: brand.name,
};

/** 400 with field paths when a subject or body does not render (syntax error, unknown variable). */
export function assertRenders(input: { subject?: string | null; body: string }, prefix = "") {
  const problems = [
    ...(input.subject ? checkTemplate("subject", input.subject, SAMPLE_VARIABLES) : []),
    ...checkTemplate("body", input.body, SAMPLE_VARIABLES),
  ];
  if (problems.length)
    throw ApiError.badRequest(
      problems.map((p) => ({ path: `${prefix}${p.field}`, message: p.message })),
      "The message cannot be rendered",
    );
}

export interface Recipient {
  id: number;
  companyId: number;
  companyName: string;
  companyToken: string;
  first: string;
  last: string;
  email: string;
  phone: string | null;
  roleName: string;
  /** The title of the job the person applied for last; null when they have not applied to one. */
  jobTitle: string | null;
}

/** The title of the job the person of the row applied for last (null without an application). */
export const appliedJobTitle = sql<string | null>`(
  select ${jobs.title} from ${jobApplications}
  inner join ${jobs} on ${jobs.id} = ${jobApplications.jobId}
  where ${jobApplications.surveyResultId} = ${surveyResults.id}
  order by ${jobApplications.createdAt} desc, ${jobApplications.id} desc
  limit 1
)`;

const recipientColumns = {
  id: surveyResults.id,
  companyId: surveyResults.companyId,
  companyName: companies.name,
  companyToken: companies.assessmentToken,
  first: surveyResults.first,
  last: surveyResults.last,
  email: surveyResults.email,
  phone: surveyResults.phone,
  roleName: surveyResults.roleName,
  jobTitle: appliedJobTitle,
};

/** The where of a send's audience inside the actor's scope. */
function audienceWhere(actor: Actor, recipients: ComposeInput["recipients"]): SQL {
  if ("ids" in recipients) return and(resultsInScope(actor), inArray(surveyResults.id, recipients.ids))!;
  return searchConditions(actor, recipients.filters);
}

/**
 * The people a send reaches, inside the actor's scope. Named ids that are not all found answer 404 (another
 * company's person is not found, ADR 006); a filter matching more than MAX_RECIPIENTS is refused.
 */
export async function findRecipients(
  db: Database,
  actor: Actor,
  recipients: ComposeInput["recipients"],
  limit?: number,
): Promise<{ total: number; list: Recipient[] }> {
  const where = audienceWhere(actor, recipients);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(surveyResults)
    .where(where);
  if ("ids" in recipients && n !== new Set(recipients.ids).size) throw ApiError.notFound("Survey result not found");
  if (n > MAX_RECIPIENTS)
    throw ApiError.badRequest([
      { path: "recipients", message: `match ${n} people; narrow the filters to at most ${MAX_RECIPIENTS}` },
    ]);
  if (n === 0) throw ApiError.badRequest([{ path: "recipients", message: "match nobody" }]);
  const query = db
    .select(recipientColumns)
    .from(surveyResults)
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .where(where)
    .orderBy(surveyResults.id);
  const list = limit ? await query.limit(limit) : await query;
  return { total: n, list };
}

/**
 * A person's variables. `{{ job }}` is the job they applied for ("Front Desk Coordinator"), `{{ role }}` their role
 * ("Receptionist"); without an application `{{ job }}` is the role, so "your interest in {{ job }}" still reads.
 */
export function recipientVariables(r: Recipient, publicUrl: string): Variables {
  return {
    name: r.first,
    first_name: r.first,
    last_name: r.last,
    full_name: `${r.first} ${r.last}`.trim(),
    email: r.email,
    job: r.jobTitle?.trim() || r.roleName,
    role: r.roleName,
    company: r.companyName,
    link: `${publicUrl}/survey/register?link=${encodeURIComponent(r.companyToken)}`,
    brand: brand.name,
  };
}

/** Where a message to this person goes on the channel, or why it cannot. */
export function addressOf(r: Pick<Recipient, "email" | "phone">, channel: Channel): { to: string } | { skip: string } {
  if (channel === "email") return r.email.includes("@") ? { to: r.email.trim() } : { skip: "No e-mail address" };
  const phone = normalizePhone(r.phone);
  return phone ? { to: phone } : { skip: "No valid mobile number" };
}

/** The skip reason of a person who asked for no more messages (counted apart as "opted out"). */
export const UNSUBSCRIBED = "Unsubscribed";

export const unsubscribedAddress = (channel: Channel, to: string) => (channel === "email" ? to.toLowerCase() : to);

/** Whether the address asked this company (or, for SMS STOP, everyone) for no more messages. */
export async function isUnsubscribed(db: Database, channel: Channel, to: string, companyId: number) {
  const [row] = await db
    .select({ id: messageUnsubscribes.id })
    .from(messageUnsubscribes)
    .where(
      and(
        eq(messageUnsubscribes.channel, channel),
        eq(messageUnsubscribes.address, unsubscribedAddress(channel, to)),
        or(isNull(messageUnsubscribes.companyId), eq(messageUnsubscribes.companyId, companyId)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Renders the company's text for one person (the checks ran before: a failure here is the person's data). */
export function renderFor(input: { subject?: string | null; body: string }, variables: Variables) {
  return {
    subject: input.subject ? renderText(input.subject, variables).replace(/\s+/g, " ").trim() : null,
    text: renderText(input.body, variables).trim(),
  };
}

export const messageColumns = {
  message: messages,
  first: surveyResults.first,
  last: surveyResults.last,
  senderFirst: users.first,
  senderLast: users.last,
};

export function toMessageJson(row: {
  message: typeof messages.$inferSelect;
  first: string;
  last: string;
  senderFirst: string | null;
  senderLast: string | null;
}): MessageJson {
  const m = row.message;
  return {
    id: m.id,
    batch_id: m.batchId,
    survey_result_id: m.surveyResultId,
    name: `${row.first} ${row.last}`.trim(),
    channel: m.channel,
    to: m.to,
    subject: m.subject,
    text: m.text,
    status: m.status as MessageJson["status"],
    reason: m.reason,
    sent_by: row.senderFirst === null ? null : `${row.senderFirst} ${row.senderLast ?? ""}`.trim(),
    created_at: m.createdAt.toISOString(),
    sent_at: m.sentAt?.toISOString() ?? null,
  };
}

export { MESSAGE_VARIABLES };
