// GET /survey-results/{id}/report-texts: what the hiring report says about one person, per domain and facet — the
// brand's text for their level, or the active hiring report mapping's (the Report Configurator) for their percentile.
// A submitted result's scores never change, so its texts change only with the person's first name or the active
// mappings: they are computed once per (result, submission, first name, mapping version) and kept in a bounded LRU.
import { and, asc, eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import brand from "~brand";
import { reportTexts, type DomainReport, type ReportText } from "../../domain/assessment/report-texts";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import type { Actor } from "../../domain/permissions";
import type { ScaleMappings } from "../../domain/report-mappings";
import { reportMappings } from "../../server/db/schema/index";
import { activeMappings } from "../report-mappings/active";
import { findSurveyResultInScope, type Executor } from "./model";

/** About 10 KB each: a few MB at most, and the reports read most recently stay. */
const MAX_ENTRIES = 500;

/**
 * The version of the hiring texts' mappings: which sets are active and when each last changed. Activating, rolling
 * back or archiving a set changes it; a draft (which no report shows) does not.
 */
export async function hiringMappingVersion(db: Executor): Promise<string> {
  const rows = await db
    .select({ id: reportMappings.id, updatedAt: reportMappings.updatedAt })
    .from(reportMappings)
    .where(and(eq(reportMappings.reportKind, "hiring"), eq(reportMappings.status, "active")))
    .orderBy(asc(reportMappings.id));
  return rows.map((row) => `${row.id}@${row.updatedAt.getTime()}`).join(",") || "built-in";
}

/**
 * The report texts of one API instance, with its own cache. The scope check runs on every call, before the cache is
 * read: a key names a result, never grants access to it.
 */
export function reportTextsView({ max = MAX_ENTRIES }: { max?: number } = {}) {
  const cache = new LRUCache<string, DomainReport[]>({ max });
  let computed = 0;
  async function textsOf(db: Executor, actor: Actor, id: number): Promise<DomainReport[]> {
    const result = await findSurveyResultInScope(db, actor, id);
    const scores = result.scores as AssessmentScores | null;
    // Nothing to say before the submission, nor in a brand without a hiring report (coaching).
    if (!scores || !result.submittedAt || !brand.loadReportTexts) return [];
    const key = [result.id, result.submittedAt.getTime(), result.first, await hiringMappingVersion(db)].join("|");
    const kept = cache.get(key);
    if (kept) return kept;
    const mappings = (await activeMappings(db, "hiring")) as ScaleMappings<ReportText>;
    const texts = reportTexts(await brand.loadReportTexts(), scores, result.first, mappings);
    computed++;
    cache.set(key, texts);
    return texts;
  }
  return Object.assign(textsOf, {
    /** How many times the texts were computed rather than read from the cache (for tests). */
    computed: () => computed,
  });
}
