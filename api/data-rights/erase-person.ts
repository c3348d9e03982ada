import { recordAudit } from "../audit/index";
import type { Database } from "../../server/db/client";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { ApiDeps } from "../http/deps";
import type { Actor } from "../../domain/permissions";
import { findPerson, type Person } from "./person";
import { deleteFiles, purge } from "./purge";
import { plural } from "../../domain/text";

/**
 * POST /data-rights/survey-results/{id}/erase: erases everything held about the person (every assessment of their
 * e-mail in the company) in one transaction, with an audit record of ids and counts only; then their stored files.
 */
export async function erasePerson(deps: ApiDeps, auth: Auth, surveyResultId: number, confirm: string) {
  return eraseInScope(deps, { scope: auth.actor, auth }, surveyResultId, confirm);
}

/**
 * The erasure itself. `auth` null: the person themself, through their own report's link (api/data-requests/), with
 * `scope` narrowed to their company and no actor in the audit row. `within` runs in the same transaction, before
 * the rows go (the portal records its request there).
 */
export async function eraseInScope(
  deps: ApiDeps,
  who: { scope: Actor; auth: Auth | null },
  surveyResultId: number,
  confirm: string,
  within?: (tx: Database, person: Person) => Promise<void>,
) {
  const { db } = deps;
  const { auth } = who;
  const outcome = await db.transaction(async (tx) => {
    const person = await findPerson(tx, who.scope, surveyResultId);
    if (confirm.trim().toLowerCase() !== person.email.toLowerCase())
      throw ApiError.unprocessable([{ path: "confirm", message: "must be the person's e-mail address" }]);
    await within?.(tx as unknown as Database, person);
    const purged = await purge(tx, {
      surveyResultIds: person.surveyResultIds,
      applicationIds: person.applicationIds,
      person: { companyId: person.companyId, email: person.email },
    });
    // recordAudit takes the database type; a transaction runs the same queries (its row commits with the erasure).
    const auditId = await recordAudit(tx as unknown as Database, auth, {
      action: "person.erase",
      companyId: person.companyId,
      subjectType: "survey_result",
      subjectId: surveyResultId,
      summary: `Erased a person's data: ${plural(purged.surveyResults, "assessment")}, ${plural(purged.applications, "application")}, ${plural(purged.files.length, "file")}`,
    });
    return { ...purged, auditId };
  });
  await deleteFiles(deps, outcome.files);
  return {
    survey_results: outcome.surveyResults,
    applications: outcome.applications,
    files: outcome.files.length,
    audit_id: outcome.auditId,
  };
}
