// The people a comparison or the conflict tool names: all of them inside the actor's scope (else one 404 for the
// whole request, so an answer never tells which of the ids exist elsewhere) and all finished (else a 409 naming who
// has not).
import { and, eq, inArray } from "drizzle-orm";
import brand from "~brand";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import { displayNames } from "../../domain/coaching/comparison";
import type { PairTexts } from "../../domain/coaching/pair-texts";
import { listOfNames } from "../../domain/text";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, surveyResults } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { activeMappings } from "../report-mappings/active";
import { ApiError } from "../http/errors";
import type { ComparedPersonJson } from "./contract";

export interface ScoredPerson extends ComparedPersonJson {
  scores: AssessmentScores;
}

export const personNotFound = () => ApiError.notFound("Person not found");

/**
 * The people with these ids, in the order asked, each named for the guidance (first names, full where two share
 * one). `paths[i]` is the input field of `ids[i]`, for the 409's field problems.
 */
export async function loadScoredPeople(
  db: Database,
  actor: Actor,
  ids: readonly number[],
  paths: readonly string[],
): Promise<ScoredPerson[]> {
  const rows = await db
    .select({
      id: surveyResults.id,
      first: surveyResults.first,
      last: surveyResults.last,
      roleName: surveyResults.roleName,
      companyId: companies.id,
      companyName: companies.name,
      submittedAt: surveyResults.submittedAt,
      scores: surveyResults.scores,
    })
    .from(surveyResults)
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .where(and(inArray(surveyResults.id, [...ids]), companiesInScope(actor)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  // One missing id — unknown or outside the scope — refuses the whole request, naming no one.
  if (ids.some((id) => !byId.has(id))) throw personNotFound();
  const ordered = ids.map((id) => byId.get(id)!);

  const unfinished = ordered.flatMap((r, i) => (r.scores && r.submittedAt ? [] : [{ row: r, path: paths[i] }]));
  if (unfinished.length) {
    const names = unfinished.map(({ row }) => `${row.first} ${row.last}`.trim());
    throw ApiError.conflict(
      `${listOfNames(names)} ${names.length === 1 ? "has" : "have"} not finished the ${brand.wording.assessment} yet.`,
      unfinished.map(({ path }) => ({ path, message: "has not finished the assessment yet" })),
    );
  }
  const names = displayNames(ordered);
  return ordered.map((r, i) => ({
    id: r.id,
    first: r.first,
    last: r.last,
    name: names[i],
    role_name: r.roleName,
    company: { id: r.companyId, name: r.companyName },
    submitted_at: r.submittedAt!.toISOString(),
    scores: r.scores!,
  }));
}

/**
 * The brand's comparison and conflict writing (a brand without it has no such operations: 404), with the Report
 * Configurator's active mappings laid over it.
 */
export async function pairTexts(db: Database): Promise<PairTexts> {
  if (!brand.loadPairTexts) throw ApiError.notFound();
  const [texts, comparison, conflict] = await Promise.all([
    brand.loadPairTexts(),
    activeMappings(db, "comparison"),
    activeMappings(db, "conflict"),
  ]);
  return { ...texts, mappings: { comparison, conflict } };
}

/** The person's fields of an answer (without the scores). */
export const personJson = ({ scores: _scores, ...person }: ScoredPerson): ComparedPersonJson => person;
