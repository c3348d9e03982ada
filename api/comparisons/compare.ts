import { compareProfiles } from "../../domain/coaching/comparison";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import type { ComparisonJson } from "./contract";
import { loadScoredPeople, pairTexts, personJson } from "./people";

/** GET /comparisons?survey_result_ids=…: the people side by side, the largest differences first, guidance per pair. */
export async function compare(db: Database, actor: Actor, ids: readonly number[]): Promise<ComparisonJson> {
  const people = await loadScoredPeople(
    db,
    actor,
    ids,
    ids.map((_, i) => `survey_result_ids.${i}`),
  );
  const comparison = compareProfiles(people, await pairTexts(db));
  return { ...comparison, people: people.map(personJson) };
}
