// The person's data in words, for the readable export (./export-pdf.ts): the same rows as the complete JSON, read
// the way the person would — scores as their own report says them, each statement beside its answer, each
// application question beside its answer. Staff notes are included: access to one's data (GDPR Art. 15) covers what
// staff wrote, and ARCHITECTURE.md "Responsible assessment" limits what staff see, never what the person sees.
import { eq, inArray } from "drizzle-orm";
import { ITEMS } from "../../domain/assessment/items";
import { participantReportContent } from "../../domain/assessment/participant-report";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import { ANSWER_CHOICES } from "../../domain/assessment/traits";
import type { ResponseValidity } from "../../domain/assessment/validity-types";
import type { AnswerValue, TemplateQuestion } from "../../domain/jobs";
import type { Database } from "../../server/db/client";
import { companies, jobApplicationTemplates, jobs } from "../../server/db/schema/index";
import { howSure } from "../participant-reports/open-report";
import { DATA_REQUESTS_TABLE, type Person } from "./person";

type Row = Record<string, unknown>;
type Tables = Record<string, Row[]>;

export interface ReadableExport {
  name: string;
  email: string;
  company: string;
  exportedAt: Date;
  profiles: {
    submittedAt: Date;
    normGroup: string;
    howSure: string;
    domains: { name: string; percentile: number; low: number; high: number; howYouWork: string }[];
  }[];
  answers: { startedAt: Date | null; items: { statement: string; answer: string }[] }[];
  applications: { job: string; date: Date; status: string; answers: { question: string; answer: string }[] }[];
  messages: { date: Date; channel: string; subject: string | null; text: string; status: string | null }[];
  notes: { date: Date; kind: string; text: string; removed: boolean }[];
  consents: { date: Date; text: string }[];
  requests: { date: Date | null; kind: string; status: string | null; text: string | null; due: Date | null }[];
}

const asDate = (value: unknown): Date | null => {
  if (value instanceof Date) return value;
  if (typeof value === "string" || typeof value === "number") {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
};
const dateOf = (value: unknown): Date => asDate(value) ?? new Date(0);
const textOf = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : value == null ? null : String(value);
/** JSON columns as either driver answers them: parsed, or text. */
const jsonOf = <T>(value: unknown): T | null => {
  if (typeof value === "string") {
    try {
      return JSON.parse(value) as T;
    } catch {
      return null;
    }
  }
  return (value as T) ?? null;
};
const byDate = <T extends { date: Date | null }>(a: T, b: T) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0);

const answerLabel = (value: unknown) => ANSWER_CHOICES.find((c) => c.value === Number(value))?.label ?? String(value);

/** An application answer in words: a choice, a list, yes or no, or the file's name. */
export function applicationAnswer(value: AnswerValue | undefined): string {
  if (value === null || value === undefined || value === "") return "(no answer)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "(no answer)";
  if (typeof value === "object") return `File: ${value.file_name}`;
  return value;
}

const CHANNELS: Record<string, string> = { email: "E-mail", sms: "Text message" };

/** The person's rows (./person.ts `collectPerson`) in words. */
export async function readableExport(
  db: Database,
  person: Person,
  tables: Tables,
  exportedAt: Date,
): Promise<ReadableExport> {
  const results = [...(tables.survey_results ?? [])].sort(
    (a, b) => dateOf(a.created_at).getTime() - dateOf(b.created_at).getTime(),
  );
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, person.companyId));

  const profiles = results.flatMap((r) => {
    const scores = jsonOf<AssessmentScores>(r.scores);
    const submittedAt = asDate(r.submitted_at);
    if (!scores || !submittedAt) return [];
    const content = participantReportContent(scores);
    return [
      {
        submittedAt,
        normGroup: content.norm_group,
        howSure: howSure(jsonOf<ResponseValidity>(r.validity)),
        domains: content.domains.map((d) => ({
          name: d.name,
          percentile: d.percentile,
          low: d.likely_range.low,
          high: d.likely_range.high,
          howYouWork: d.how_you_work,
        })),
      },
    ];
  });

  const order = new Map(ITEMS.map((item, i) => [item.id, i]));
  const answers = results.flatMap((r) => {
    const rows = (tables.survey_answers ?? []).filter((a) => a.survey_result_id === r.id);
    if (!rows.length) return [];
    const items = rows
      .map((a) => ({ id: String(a.item_id), value: a.value }))
      .sort((a, b) => (order.get(a.id) ?? 999) - (order.get(b.id) ?? 999))
      .map((a) => ({
        statement: ITEMS[order.get(a.id) ?? -1]?.text ?? `Statement ${a.id}`,
        answer: answerLabel(a.value),
      }));
    return [{ startedAt: asDate(r.started_at) ?? asDate(r.created_at), items }];
  });

  const applications = await readableApplications(db, tables.job_applications ?? []);

  const messages = [
    ...(tables.messages ?? []).map((m) => ({
      date: asDate(m.sent_at) ?? dateOf(m.created_at),
      channel: CHANNELS[String(m.channel)] ?? String(m.channel),
      subject: textOf(m.subject),
      text: textOf(m.text) ?? "",
      status: textOf(m.status),
    })),
    // E-mails the product sent on its own (invitations, links to the report), not already listed as a message.
    ...(tables.outbox_emails ?? [])
      .filter((e) => !(tables.messages ?? []).some((m) => m.subject === e.subject && m.text === e.text))
      .map((e) => ({
        date: asDate(e.sent_at) ?? dateOf(e.created_at),
        channel: CHANNELS.email,
        subject: textOf(e.subject),
        text: textOf(e.text) ?? "",
        status: null,
      })),
    ...(tables.outbox_sms ?? [])
      .filter((s) => !(tables.messages ?? []).some((m) => m.text === s.body))
      .map((s) => ({
        date: dateOf(s.created_at),
        channel: CHANNELS.sms,
        subject: null,
        text: textOf(s.body) ?? "",
        status: null,
      })),
  ].sort(byDate);

  const notes = [
    ...(tables.candidate_notes ?? []).map((n) => ({
      date: asDate(n.updated_at) ?? dateOf(n.created_at),
      kind: "Note",
      text: textOf(n.body) ?? "",
      removed: n.deleted_at != null,
    })),
    ...(tables.interview_notes ?? [])
      .filter((n) => textOf(n.notes) || n.rating != null)
      .map((n) => ({
        date: asDate(n.updated_at) ?? dateOf(n.created_at),
        kind: "Interview note",
        text: [textOf(n.notes), n.rating != null ? `Rating: ${String(n.rating)}` : null].filter(Boolean).join(" · "),
        removed: false,
      })),
    ...(tables.coaching_sessions ?? [])
      .filter((n) => textOf(n.notes))
      .map((n) => ({
        date: asDate(n.held_on) ?? dateOf(n.created_at),
        kind: "Coaching session note",
        text: textOf(n.notes) ?? "",
        removed: false,
      })),
  ].sort(byDate);

  const consents = [
    ...results.map((r) => ({
      date: dateOf(r.consent_at),
      text: "You agreed to the terms and the privacy notice when you registered.",
    })),
    ...(tables.message_unsubscribes ?? []).map((u) => ({
      date: dateOf(u.created_at),
      text: `You asked not to receive messages by ${u.channel === "sms" ? "text message" : "e-mail"}.`,
    })),
  ].sort(byDate);

  const requests = (tables[DATA_REQUESTS_TABLE] ?? [])
    .map((r) => ({
      date: asDate(r.created_at),
      kind: textOf(r.kind) ?? textOf(r.type) ?? "Request",
      status: textOf(r.status),
      text: textOf(r.details) ?? textOf(r.message) ?? textOf(r.body) ?? null,
      due: asDate(r.due_at) ?? asDate(r.due_on),
    }))
    .sort(byDate);

  return {
    name: `${person.first} ${person.last}`.trim(),
    email: person.email,
    company: company?.name ?? "",
    exportedAt,
    profiles,
    answers,
    applications,
    messages,
    notes,
    consents,
    requests,
  };
}

/** Each application with its job's title and each question beside its answer. */
async function readableApplications(db: Database, rows: Row[]): Promise<ReadableExport["applications"]> {
  const jobIds = [...new Set(rows.map((a) => Number(a.job_id)).filter(Number.isInteger))];
  const jobRows = jobIds.length
    ? await db
        .select({ id: jobs.id, title: jobs.title, questions: jobApplicationTemplates.questions })
        .from(jobs)
        .leftJoin(jobApplicationTemplates, eq(jobApplicationTemplates.id, jobs.templateId))
        .where(inArray(jobs.id, jobIds))
    : [];
  const byId = new Map(jobRows.map((j) => [j.id, j]));
  return rows
    .map((a) => {
      const job = byId.get(Number(a.job_id));
      const given = jsonOf<Record<string, AnswerValue>>(a.answers) ?? {};
      const questions: TemplateQuestion[] = job?.questions ?? [];
      const known = questions.filter((q) => q.id in given);
      const unknown = Object.keys(given).filter((key) => !questions.some((q) => q.id === key));
      return {
        job: job?.title ?? "A job",
        date: asDate(a.submitted_at) ?? dateOf(a.created_at),
        status: a.status === "submitted" ? "Sent" : "Started, not sent",
        answers: [
          ...known.map((q) => ({ question: q.label, answer: applicationAnswer(given[q.id]) })),
          ...unknown.map((key) => ({
            question: "A question no longer on the form",
            answer: applicationAnswer(given[key]),
          })),
        ],
      };
    })
    .sort((a, b) => a.date.getTime() - b.date.getTime());
}
