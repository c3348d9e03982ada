import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import {
  companyEvents,
  dataRequests,
  jobApplications,
  outboxEmails,
  outboxSms,
  queueJobs,
  surveyResults,
  webhookDeliveries,
} from "../../server/db/schema/index";
import { fileStorageFor } from "../files/storage";
import { phoneForms } from "./phones";
import type { Env } from "../../server/env";
import { applicationFileKeys } from "../jobs/model";
import type { Executor } from "../survey-results/model";

export interface PurgeInput {
  surveyResultIds: number[];
  applicationIds: number[];
  /** Erasure of a person: also their e-mails, queued jobs and event payloads that name their address. */
  person?: { companyId: number; email: string };
}

const mentions = (column: unknown, email: string) => sql`position(lower(${email}) in lower(${column}::text)) > 0`;

/**
 * Deletes survey results and applications with everything that hangs off them (answers, scores, notes, shares,
 * pipeline history, coaching… go by their foreign keys' cascade), their webhook deliveries and, for a person, the
 * rows elsewhere that carry their address. Their data requests stay, nameless (the company keeps that they were
 * asked), but lose what the person wrote in them, however the assessment is deleted. Answers the stored files to delete once the transaction has committed.
 */
export async function purge(tx: Executor, input: PurgeInput) {
  const { surveyResultIds: ids, applicationIds } = input;
  const applicationsWhere = or(
    applicationIds.length ? inArray(jobApplications.id, applicationIds) : sql`false`,
    ids.length ? inArray(jobApplications.surveyResultId, ids) : sql`false`,
  )!;
  const files = await applicationFileKeys(tx as Database, applicationsWhere);
  // Their phone numbers, read before their rows go: the texts sent to them are erased with them.
  const phones = input.person ? await phonesOf(tx, ids, applicationsWhere) : [];
  if (ids.length) {
    await tx.delete(webhookDeliveries).where(inArray(webhookDeliveries.surveyResultId, ids));
    await tx
      .update(dataRequests)
      .set({ details: null, updatedAt: new Date() })
      .where(inArray(dataRequests.surveyResultId, ids));
  }
  const applications = await tx.delete(jobApplications).where(applicationsWhere).returning({ id: jobApplications.id });
  const results = ids.length
    ? await tx.delete(surveyResults).where(inArray(surveyResults.id, ids)).returning({ id: surveyResults.id })
    : [];
  if (input.person) {
    const { companyId, email } = input.person;
    // This company's mails and those of no known company; another company's stay (they are its to erase).
    await tx
      .delete(outboxEmails)
      .where(
        and(
          sql`lower(${outboxEmails.to}) = lower(${email})`,
          or(eq(outboxEmails.companyId, companyId), isNull(outboxEmails.companyId)),
        ),
      );
    await tx
      .delete(webhookDeliveries)
      .where(and(eq(webhookDeliveries.companyId, companyId), mentions(webhookDeliveries.payload, email)));
    await tx
      .delete(companyEvents)
      .where(and(eq(companyEvents.companyId, companyId), mentions(companyEvents.metadata, email)));
    await tx.delete(queueJobs).where(mentions(queueJobs.data, email));
    // Texts as e-mails: this company's and those of no known company.
    if (phones.length) {
      await tx
        .delete(outboxSms)
        .where(and(inArray(outboxSms.to, phones), or(eq(outboxSms.companyId, companyId), isNull(outboxSms.companyId))));
    }
  }
  return { surveyResults: results.length, applications: applications.length, files };
}

async function phonesOf(tx: Executor, ids: number[], applicationsWhere: SQL): Promise<string[]> {
  const results = ids.length
    ? await tx.select({ phone: surveyResults.phone }).from(surveyResults).where(inArray(surveyResults.id, ids))
    : [];
  const applications = await tx.select({ phone: jobApplications.phone }).from(jobApplications).where(applicationsWhere);
  return phoneForms([...results, ...applications].map((row) => row.phone));
}

/** Deletes stored files after the rows naming them are gone (a file that fails to go is logged, not fatal). */
export async function deleteFiles(
  deps: { env: Env; db: Database; logger: { warn(obj: object, msg: string): void } },
  keys: string[],
) {
  if (keys.length === 0) return;
  const storage = await fileStorageFor(deps);
  for (const key of keys) {
    await storage.delete(key).catch((err) => deps.logger.warn({ err, key }, "a stored file could not be deleted"));
  }
}
