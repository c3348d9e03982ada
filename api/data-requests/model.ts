// What the request operations share: a request's row with its company, person and assignee, read inside the actor's
// tenant scope (a request of another company is not found: 404), and its JSON.
import { and, eq, type SQL } from "drizzle-orm";
import { isOverdue, type DataRequestStatus, type DataRequestType } from "../../domain/data-requests";
import type { Language } from "../../domain/languages";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, dataRequests, surveyResults, users } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import type { DataRequestJson } from "./contract";

export const requestColumns = {
  request: dataRequests,
  company: { id: companies.id, name: companies.name },
  person: {
    surveyResultId: surveyResults.id,
    first: surveyResults.first,
    last: surveyResults.last,
    email: surveyResults.email,
    /** The language they took the assessment in: what e-mails to them are written in. */
    language: surveyResults.language,
  },
  assignee: { id: users.id, first: users.first, last: users.last },
};

export interface RequestRow {
  request: typeof dataRequests.$inferSelect;
  company: { id: number; name: string };
  person: { surveyResultId: number; first: string; last: string; email: string; language: Language } | null;
  assignee: { id: number; first: string; last: string } | null;
}

/** The requests in the actor's companies (and `where`), with what their JSON names. */
export function requestQuery(db: Database, actor: Actor, where?: SQL) {
  return db
    .select(requestColumns)
    .from(dataRequests)
    .innerJoin(companies, eq(companies.id, dataRequests.companyId))
    .leftJoin(surveyResults, eq(surveyResults.id, dataRequests.surveyResultId))
    .leftJoin(users, eq(users.id, dataRequests.assigneeUserId))
    .where(and(companiesInScope(actor), where));
}

export const DATA_REQUEST_NOT_FOUND = "Request not found";

/** One request in the actor's scope, or a 404. */
export async function findRequestInScope(db: Database, actor: Actor, id: number): Promise<RequestRow> {
  const [row] = await requestQuery(db, actor, eq(dataRequests.id, id));
  if (!row) throw ApiError.notFound(DATA_REQUEST_NOT_FOUND);
  return row as RequestRow;
}

export function toRequestJson(row: RequestRow, now = new Date()): DataRequestJson {
  const { request } = row;
  return {
    id: request.id,
    type: request.type as DataRequestType,
    status: request.status as DataRequestStatus,
    company: row.company,
    person: row.person
      ? {
          survey_result_id: row.person.surveyResultId,
          first: row.person.first,
          last: row.person.last,
          email: row.person.email,
        }
      : null,
    details: request.details,
    assignee: row.assignee,
    due_at: request.dueAt.toISOString(),
    overdue: isOverdue(request, now),
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
  };
}

/** The active users of a company: who can be assigned its requests. */
export async function assignableUsers(db: Database, companyId: number) {
  return db
    .select({ id: users.id, first: users.first, last: users.last })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, 1)))
    .orderBy(users.first, users.last, users.id);
}
