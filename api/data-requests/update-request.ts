import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { DATA_REQUEST_STATUS_LABELS, type DataRequestStatus } from "../../domain/data-requests";
import { recordAudit } from "../audit/index";
import type { Database } from "../../server/db/client";
import { dataRequests, users } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { DataRequestDetailJson, updateRequestInput } from "./contract";
import { getRequest } from "./get-request";
import { findRequestInScope } from "./model";

/** A status in words for the audit row ("in progress", not its code). */
const statusWords = (status: string) => DATA_REQUEST_STATUS_LABELS[status as DataRequestStatus].toLowerCase();

/**
 * PATCH /data-requests/{id}: a new status and/or assignee (a user of the request's company: another company's user
 * is a 422, never assigned), each change with its audit row, in one transaction.
 */
export async function updateRequest(
  db: Database,
  auth: Auth,
  id: number,
  input: z.output<typeof updateRequestInput>,
  now = new Date(),
): Promise<DataRequestDetailJson> {
  const row = await findRequestInScope(db, auth.actor, id);
  const { request } = row;
  if (input.assignee_id != null) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.assignee_id), eq(users.companyId, row.company.id), eq(users.active, 1)));
    if (!user)
      throw ApiError.unprocessable([{ path: "assignee_id", message: "must be an active user of the company" }]);
  }
  const status = input.status !== undefined && input.status !== request.status ? input.status : undefined;
  const assignee =
    input.assignee_id !== undefined && input.assignee_id !== request.assigneeUserId ? input.assignee_id : undefined;
  if (status === undefined && assignee === undefined) return getRequest(db, auth.actor, id);
  await db.transaction(async (tx) => {
    await tx
      .update(dataRequests)
      .set({
        ...(status !== undefined && { status }),
        ...(assignee !== undefined && { assigneeUserId: assignee }),
        updatedAt: now,
      })
      .where(eq(dataRequests.id, id));
    const exec = tx as unknown as Database;
    if (status !== undefined) {
      await recordAudit(exec, auth, {
        action: "data_request.status_change",
        companyId: row.company.id,
        subjectType: "data_request",
        subjectId: id,
        summary: `Request ${id} status from ${statusWords(request.status)} to ${statusWords(status)}`,
      });
    }
    if (assignee !== undefined) {
      await recordAudit(exec, auth, {
        action: "data_request.assign",
        companyId: row.company.id,
        subjectType: "data_request",
        subjectId: id,
        summary: assignee === null ? `Request ${id} unassigned` : `Request ${id} assigned to user ${assignee}`,
      });
    }
  });
  return getRequest(db, auth.actor, id);
}
