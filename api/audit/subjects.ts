// What an audit row was done to, named when the trail is read (rows keep ids only: record.ts). A subject is looked up
// inside the reader's tenant scope only, so no name of another company's person or object ever reaches the reader;
// one not found (erased, deleted, or outside the scope) reads as a plain noun such as "(erased person)".
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import brand from "~brand";
import { tenantScope, type Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import {
  academyCourses,
  bookCodeBatches,
  bookCodes,
  campaigns,
  companies,
  customInterviewQuestions,
  jobApplications,
  jobs,
  messageBatches,
  messageTemplates,
  reportMappings,
  resumeAnalyses,
  surveyResults,
  users,
  webhooks,
} from "../../server/db/schema/index";
import { companyIdInScope } from "../db/tenant-scope";

/** A resolved subject: its name and the app page that shows it (a path), if there is one. */
export interface Subject {
  name: string;
  link: string | null;
  /** Not found (erased, deleted, outside the reader's scope): `name` is a plain noun such as "(erased person)". */
  missing?: boolean;
}

/** What a subject not found reads as, by type. */
const MISSING: Record<string, string> = {
  user: "(user not found)",
  survey_result: "(erased person)",
  job_application: "(erased applicant)",
  campaign: "(deleted campaign)",
  message_template: "(deleted template)",
  message_batch: "(deleted message)",
  webhook: "(deleted webhook)",
  book_code: "(deleted book code)",
  book_code_batch: "(deleted book code batch)",
  custom_interview_question: "(deleted interview question)",
  academy_course: "(deleted course)",
  report_mapping: "(deleted report texts)",
  resume_analysis: "(erased applicant)",
  company: "(deleted company)",
};

const personName = (first: string, last: string) => `${first} ${last}`.trim();
const shorten = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The subjects' rows of one type, by id, in the reader's scope. */
type Lookup = (db: Database, actor: Actor, ids: number[]) => Promise<[number, Subject][]>;

/** A condition that keeps rows of companies in the reader's scope (none for a super admin). */
const inScope = (actor: Actor, companyId: AnyPgColumn): SQL | undefined =>
  tenantScope(actor).kind === "all" ? undefined : companyIdInScope(actor, companyId);

/** Objects of no company (courses) are named for super admins only: others never read their rows anyway. */
const superAdminOnly = (actor: Actor) => tenantScope(actor).kind === "all";

const LOOKUPS: Record<string, Lookup> = {
  user: async (db, actor, ids) => {
    const rows = await db
      .select({ id: users.id, first: users.first, last: users.last })
      .from(users)
      .where(and(inArray(users.id, ids), inScope(actor, users.companyId)));
    return rows.map((r) => {
      const name = personName(r.first, r.last);
      return [r.id, { name, link: `/user-management?search=${encodeURIComponent(name)}` }];
    });
  },
  survey_result: async (db, actor, ids) => {
    const rows = await db
      .select({ id: surveyResults.id, first: surveyResults.first, last: surveyResults.last })
      .from(surveyResults)
      .where(and(inArray(surveyResults.id, ids), inScope(actor, surveyResults.companyId)));
    return rows.map((r) => [r.id, { name: personName(r.first, r.last), link: `/survey-results/${r.id}` }]);
  },
  job_application: async (db, actor, ids) => {
    const rows = await db
      .select({
        id: jobApplications.id,
        first: jobApplications.first,
        last: jobApplications.last,
        resultId: jobApplications.surveyResultId,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(and(inArray(jobApplications.id, ids), inScope(actor, jobs.companyId)));
    return rows.map((r) => [
      r.id,
      { name: personName(r.first, r.last), link: r.resultId === null ? null : `/survey-results/${r.resultId}` },
    ]);
  },
  campaign: async (db, actor, ids) => {
    const rows = await db
      .select({ id: campaigns.id, name: campaigns.name })
      .from(campaigns)
      .where(and(inArray(campaigns.id, ids), inScope(actor, campaigns.companyId)));
    return rows.map((r) => [
      r.id,
      { name: r.name, link: brand.features.campaigns ? `/hiring-campaigns/${r.id}` : null },
    ]);
  },
  message_template: async (db, actor, ids) => {
    const rows = await db
      .select({ id: messageTemplates.id, name: messageTemplates.name })
      .from(messageTemplates)
      .where(and(inArray(messageTemplates.id, ids), inScope(actor, messageTemplates.companyId)));
    return rows.map((r) => [r.id, { name: r.name, link: "/messages/templates" }]);
  },
  message_batch: async (db, actor, ids) => {
    const rows = await db
      .select({
        id: messageBatches.id,
        channel: messageBatches.channel,
        subject: messageBatches.subject,
        at: messageBatches.createdAt,
      })
      .from(messageBatches)
      .where(and(inArray(messageBatches.id, ids), inScope(actor, messageBatches.companyId)));
    return rows.map((r) => [
      r.id,
      {
        name: r.channel === "email" && r.subject ? `“${shorten(r.subject, 50)}”` : `SMS of ${day(r.at)}`,
        link: `/messages/${r.id}`,
      },
    ]);
  },
  webhook: async (db, actor, ids) => {
    const rows = await db
      .select({ id: webhooks.id, url: webhooks.url, description: webhooks.description })
      .from(webhooks)
      .where(and(inArray(webhooks.id, ids), inScope(actor, webhooks.companyId)));
    return rows.map((r) => [r.id, { name: shorten(r.description || r.url), link: "/settings/webhooks" }]);
  },
  book_code: async (db, actor, ids) => {
    const rows = await db
      .select({ id: bookCodes.id, code: bookCodes.code, batchId: bookCodes.batchId })
      .from(bookCodes)
      .innerJoin(bookCodeBatches, eq(bookCodeBatches.id, bookCodes.batchId))
      .where(and(inArray(bookCodes.id, ids), inScope(actor, bookCodeBatches.companyId)));
    return rows.map((r) => [
      r.id,
      { name: r.code, link: brand.features.bookCodeSystem ? `/book-code-system/${r.batchId}` : null },
    ]);
  },
  book_code_batch: async (db, actor, ids) => {
    const rows = await db
      .select({ id: bookCodeBatches.id, label: bookCodeBatches.label })
      .from(bookCodeBatches)
      .where(and(inArray(bookCodeBatches.id, ids), inScope(actor, bookCodeBatches.companyId)));
    return rows.map((r) => [
      r.id,
      { name: r.label, link: brand.features.bookCodeSystem ? `/book-code-system/${r.id}` : null },
    ]);
  },
  custom_interview_question: async (db, actor, ids) => {
    const rows = await db
      .select({ id: customInterviewQuestions.id, text: customInterviewQuestions.text })
      .from(customInterviewQuestions)
      .where(and(inArray(customInterviewQuestions.id, ids), inScope(actor, customInterviewQuestions.companyId)));
    return rows.map((r) => [r.id, { name: `“${shorten(r.text, 50)}”`, link: null }]);
  },
  resume_analysis: async (db, actor, ids) => {
    const rows = await db
      .select({
        id: resumeAnalyses.id,
        first: jobApplications.first,
        last: jobApplications.last,
        resultId: jobApplications.surveyResultId,
      })
      .from(resumeAnalyses)
      .innerJoin(jobApplications, eq(jobApplications.id, resumeAnalyses.applicationId))
      .where(and(inArray(resumeAnalyses.id, ids), inScope(actor, resumeAnalyses.companyId)));
    return rows.map((r) => [
      r.id,
      { name: personName(r.first, r.last), link: r.resultId === null ? null : `/survey-results/${r.resultId}` },
    ]);
  },
  report_mapping: async (db, actor, ids) => {
    // Report texts belong to no company: super admins manage them and read their rows.
    if (!superAdminOnly(actor)) return [];
    const rows = await db
      .select({ id: reportMappings.id, name: reportMappings.name, version: reportMappings.version })
      .from(reportMappings)
      .where(inArray(reportMappings.id, ids));
    return rows.map((r) => [
      r.id,
      {
        name: `${shorten(r.name, 50)} (version ${r.version})`,
        link: brand.features.reportConfigurator ? `/report-configurator/${r.id}` : null,
      },
    ]);
  },
  company: async (db, actor, ids) => {
    const rows = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(inArray(companies.id, ids), inScope(actor, companies.id)));
    return rows.map((r) => [r.id, { name: r.name, link: `/audit?company_id=${r.id}` }]);
  },
  academy_course: async (db, actor, ids) => {
    if (!superAdminOnly(actor)) return [];
    const rows = await db
      .select({ id: academyCourses.id, title: academyCourses.title })
      .from(academyCourses)
      .where(inArray(academyCourses.id, ids));
    return rows.map((r) => [
      r.id,
      { name: r.title, link: brand.features.academy ? `/learning-management/courses/${r.id}` : null },
    ]);
  },
};

const keyOf = (type: string, id: number) => `${type}:${id}`;

/**
 * The subjects of these rows, named (one query per type of subject), keyed `type:id`. A row whose subject type has
 * no name to show (an API operation, an e-mail text, report texts) or no id is left out.
 */
export async function resolveSubjects(
  db: Database,
  actor: Actor,
  rows: { subjectType: string | null; subjectId: number | null }[],
): Promise<Map<string, Subject>> {
  const wanted = new Map<string, Set<number>>();
  for (const { subjectType, subjectId } of rows) {
    if (subjectType === null || subjectId === null || !LOOKUPS[subjectType]) continue;
    (wanted.get(subjectType) ?? wanted.set(subjectType, new Set()).get(subjectType)!).add(subjectId);
  }
  const found = new Map<string, Subject>();
  // An export reads up to 50,000 rows: ids go in slices, well under a statement's limit of bound parameters.
  for (const [type, ids] of wanted) {
    const all = [...ids];
    for (let start = 0; start < all.length; start += 1000) {
      for (const [id, subject] of await LOOKUPS[type](db, actor, all.slice(start, start + 1000))) {
        found.set(keyOf(type, id), subject);
      }
    }
  }
  for (const [type, ids] of wanted) {
    for (const id of ids) {
      if (!found.has(keyOf(type, id))) {
        found.set(keyOf(type, id), { name: MISSING[type] ?? "(deleted)", link: null, missing: true });
      }
    }
  }
  return found;
}

/** The resolved subject of one row, or null when it has none to name. */
export function subjectOf(
  subjects: Map<string, Subject>,
  type: string | null,
  id: number | null,
): (Subject & { type: string; id: number }) | null {
  if (type === null || id === null) return null;
  const subject = subjects.get(keyOf(type, id));
  return subject ? { type, id, name: subject.name, link: subject.link } : null;
}
