import { eraseInScope } from "../data-rights/erase-person";
import type { ApiDeps } from "../http/deps";
import type { ShareKeys } from "../report-shares/payload";
import type { FiledRequestJson } from "./contract";
import { addRequest } from "./file-request";
import { holderScope, linkHolder } from "./portal";

/**
 * POST /data-requests/public/erase: the person the link names erases everything held about them, through the
 * data-rights erasure (every assessment of their e-mail in the company; kept counts stay, ADR 051; their earlier
 * requests lose what they wrote, api/data-rights/purge.ts). In the same transaction the erasure is recorded as a
 * request that is done and names no one: the company keeps the record that it happened, not the person. The link stops working.
 */
export async function eraseOwnData(
  deps: ApiDeps,
  keys: ShareKeys,
  payload: string,
  now = new Date(),
): Promise<FiledRequestJson> {
  const holder = await linkHolder(deps.db, keys, payload, now);
  let filed: FiledRequestJson | undefined;
  await eraseInScope(
    deps,
    { scope: holderScope(holder), auth: null },
    holder.surveyResultId,
    holder.email,
    async (tx, person) => {
      filed = await addRequest(
        tx,
        { companyId: person.companyId, surveyResultId: null },
        { type: "erasure", details: null, status: "done" },
        now,
      );
    },
  );
  return filed!;
}
