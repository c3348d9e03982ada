// A company's fit settings (GET and PUT /companies/{id}/fit-settings; ADR 056): the health-adjacent facets stay out
// of its fits unless its owner (or a super admin) records why its roles need them. A change is audited and re-scores
// the company's fits in the background.
import { eq } from "drizzle-orm";
import { excludedFacets, HEALTH_ADJACENT_FACETS } from "../../domain/assessment/fit";
import { fitFacetLabel } from "../../domain/assessment/fit-benchmark";
import type { FacetCode } from "../../domain/assessment/traits";
import type { Actor } from "../../domain/permissions";
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { companies, users } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import type { JobQueue } from "../queue/index";
import { requestRescoreForCompany } from "../role-benchmarks/rescore-benchmark";
import type { FitSettingsInput, FitSettingsJson } from "./contract";

const named = (codes: readonly FacetCode[]) => codes.map((code) => ({ code, name: fitFacetLabel(code) }));

/** GET /companies/{id}/fit-settings: for everyone who sees the company. */
export async function getFitSettings(
  db: Database,
  actor: Actor,
  id: number,
  canChange: boolean,
): Promise<FitSettingsJson> {
  const company = await findCompanyInScope(db, actor, id);
  const [row] = await db
    .select({
      include: companies.fitIncludesHealthFacets,
      reason: companies.fitHealthFacetsReason,
      changedAt: companies.fitHealthFacetsChangedAt,
      userId: users.id,
      first: users.first,
      last: users.last,
    })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.fitHealthFacetsChangedByUserId))
    .where(eq(companies.id, company.id));
  return {
    company_id: company.id,
    include_health_facets: row.include,
    reason: row.reason,
    changed_by: row.userId === null ? null : { id: row.userId, name: `${row.first} ${row.last}`.trim() },
    changed_at: row.changedAt?.toISOString() ?? null,
    excluded_facets: named(excludedFacets({ includeHealthFacets: row.include })),
    health_facets: named(HEALTH_ADJACENT_FACETS),
    can_change: canChange,
  };
}

/**
 * PUT /companies/{id}/fit-settings: includes the health-adjacent facets (with the reason, who and when) or leaves
 * them out again, in one transaction with its audit row; then asks for the company's fits to be re-scored.
 */
export async function updateFitSettings(
  db: Database,
  queue: Promise<JobQueue>,
  auth: Auth,
  id: number,
  input: FitSettingsInput,
): Promise<FitSettingsJson> {
  const company = await findCompanyInScope(db, auth.actor, id);
  const [before] = await db
    .select({ include: companies.fitIncludesHealthFacets })
    .from(companies)
    .where(eq(companies.id, company.id));
  await db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({
        fitIncludesHealthFacets: input.include_health_facets,
        fitHealthFacetsReason: input.include_health_facets ? input.reason : null,
        fitHealthFacetsChangedByUserId: auth.actor.id,
        fitHealthFacetsChangedAt: new Date(),
      })
      .where(eq(companies.id, company.id));
    // The reason stays on the company (it may name the roles); the trail says what changed, by whom.
    await recordAudit(tx, auth, {
      action: input.include_health_facets ? "company.fit_health_facets_include" : "company.fit_health_facets_exclude",
      companyId: company.id,
      subjectType: "company",
      subjectId: company.id,
      summary: input.include_health_facets
        ? `Health-adjacent facets (${HEALTH_ADJACENT_FACETS.join(", ")}) included in fit, with a recorded reason`
        : `Health-adjacent facets (${HEALTH_ADJACENT_FACETS.join(", ")}) left out of fit`,
    });
  });
  if (before.include !== input.include_health_facets) {
    await requestRescoreForCompany(db, await queue, company.id);
  }
  return getFitSettings(db, auth.actor, company.id, true);
}
