import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { loadActorById } from "../http/authenticate";
import { viewShares } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { SHARE_GONE, SHARE_INVALID } from "../report-shares/contract";
import { shareState } from "../report-shares/model";
import type { ShareKeys } from "../report-shares/payload";
import { viewSubject } from "./contract";
import { computeView, type View } from "./views";

const invalid = () => new ApiError(404, SHARE_INVALID);
const gone = () => new ApiError(410, SHARE_GONE);

/**
 * The view a payload names, computed now with its maker's permissions: 404 for anything this server did not make,
 * 410 once expired or revoked, or when its maker can no longer open it (deactivated, moved, someone in it gone).
 * Records the opening.
 */
export async function openSharedView(
  db: Database,
  keys: ShareKeys,
  payload: string,
  now = new Date(),
): Promise<{ view: View; expiresAt: Date }> {
  const decoded = await keys.decode(payload);
  if (decoded.status === "invalid") throw invalid();
  if (decoded.status === "expired") throw gone();
  const [share] = await db.select().from(viewShares).where(eq(viewShares.uuid, decoded.share.uuid));
  if (!share) throw invalid();
  if (shareState(share, now) !== "active") throw gone();
  const maker = share.createdByUserId === null ? null : await loadActorById(db, share.createdByUserId);
  const subject = viewSubject.safeParse(share.subject);
  if (!maker || maker.active !== 1 || !subject.success) throw gone();
  let view: View;
  try {
    view = await computeView(db, maker, subject.data);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) throw gone();
    throw error;
  }
  await db.update(viewShares).set({ lastOpenedAt: now }).where(eq(viewShares.id, share.id));
  return { view, expiresAt: share.expiresAt };
}
