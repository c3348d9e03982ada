import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { viewShares } from "../../server/db/schema/index";
import { refuseEarlierAssessments } from "../survey-results/supersede";
import type { ShareKeys } from "../report-shares/payload";
import { SHARED_VIEW_PATH, type ViewShareCreateInput } from "./contract";
import { companyOfView, computeView, subjectKey } from "./views";

const DAY_MS = 24 * 60 * 60_000;

/** POST /view-shares: a new link to a view the actor can open now (404/409 exactly as the view's own page). */
export async function createViewShare(
  db: Database,
  keys: ShareKeys,
  actor: Actor,
  input: ViewShareCreateInput,
  now = new Date(),
): Promise<{ id: number; path: string; expires_at: string }> {
  const view = await computeView(db, actor, input.view);
  // A link shows people as they are now: never an earlier assessment of someone (survey-results/supersede.ts).
  if (input.view.kind === "comparison")
    await refuseEarlierAssessments(db, input.view.survey_result_ids, "view.survey_result_ids");
  if (input.view.kind === "conflict") {
    const { survey_result_id: a, other_survey_result_id: b } = input.view;
    await refuseEarlierAssessments(db, b === undefined ? [a] : [a, b], "view.survey_result_id");
  }
  const expiresAt = new Date(now.getTime() + input.expires_in_days * DAY_MS);
  const [share] = await db
    .insert(viewShares)
    .values({
      kind: input.view.kind,
      subject: input.view,
      subjectKey: subjectKey(input.view),
      companyId: companyOfView(view),
      createdByUserId: actor.id,
      expiresAt,
      createdAt: now,
    })
    .returning();
  const payload = await keys.encode({ uuid: share.uuid, benchmarkId: null }, expiresAt);
  return { id: share.id, path: `${SHARED_VIEW_PATH}${payload}`, expires_at: expiresAt.toISOString() };
}
