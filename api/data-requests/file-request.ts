import { dueFrom, type DataRequestType } from "../../domain/data-requests";
import { recordAudit } from "../audit/index";
import type { Database } from "../../server/db/client";
import { dataRequests } from "../../server/db/schema/index";
import type { ShareKeys } from "../report-shares/payload";
import type { FiledRequestJson, FileRequestInput } from "./contract";
import { linkHolder, type LinkHolder } from "./portal";

type Filed = { type: DataRequestType; details: string | null; status?: "open" | "done" };
type Holder = Pick<LinkHolder, "companyId"> & { surveyResultId: number | null };

/**
 * Adds a request for the link's holder with its audit row (no actor: they are not signed in). `db` may be a
 * transaction (the portal's erasure adds its request inside the erasure's).
 */
export async function addRequest(db: Database, holder: Holder, input: Filed, now: Date): Promise<FiledRequestJson> {
  const dueAt = dueFrom(now);
  const [row] = await db
    .insert(dataRequests)
    .values({
      companyId: holder.companyId,
      surveyResultId: holder.surveyResultId,
      type: input.type,
      status: input.status ?? "open",
      details: input.details,
      dueAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: dataRequests.id });
  await recordAudit(db, null, {
    action: "data_request.create",
    companyId: holder.companyId,
    subjectType: "data_request",
    subjectId: row.id,
    summary: `Request ${row.id} (${input.type}) filed through the person's own report link`,
  });
  return { type: input.type, filed_at: now.toISOString(), due_at: dueAt.toISOString() };
}

/** The same in a transaction of its own: the request exists exactly when its audit row does. */
export const insertRequest = (db: Database, holder: Holder, input: Filed, now: Date) =>
  db.transaction((tx) => addRequest(tx as unknown as Database, holder, input, now));

/** POST /data-requests/public: a request from the person a report link names, due in 30 days. */
export async function fileRequest(
  db: Database,
  keys: ShareKeys,
  input: FileRequestInput,
  now = new Date(),
): Promise<FiledRequestJson> {
  const holder = await linkHolder(db, keys, input.payload, now);
  return insertRequest(db, holder, { type: input.type, details: input.details }, now);
}
