// Demo self-identification (hiring brand): most demo candidates answered the voluntary questions at registration,
// some declined or skipped them, so the adverse-impact page (docs/adverse-impact.md) shows a real table. Drawn per
// person from a stream seeded by their e-mail, so it is the same on every machine; never read by scoring or fit.
import { and, eq, isNotNull, not } from "drizzle-orm";
import brand from "~brand";
import type { RaceEthnicityCode, SexCode } from "../../domain/self-identification";
import { prng, seedFrom, type Random } from "./demo-random";
import * as s from "../../server/db/schema/index";
import type { SeedPart } from "./seed";

/** Roughly the US labour force's shares (BLS), so the demo's groups have plausible sizes. */
const RACES: [RaceEthnicityCode, number][] = [
  ["white", 0.55],
  ["hispanic_or_latino", 0.18],
  ["black_or_african_american", 0.13],
  ["asian", 0.07],
  ["two_or_more_races", 0.04],
  ["american_indian_or_alaska_native", 0.02],
  ["native_hawaiian_or_pacific_islander", 0.01],
];

function weighted(random: Random): RaceEthnicityCode {
  let x = random.next();
  for (const [code, share] of RACES) {
    if ((x -= share) < 0) return code;
  }
  return "white";
}

export function demoSelfIdentification(
  email: string,
): { sex: SexCode | null; raceEthnicity: RaceEthnicityCode | null } | null {
  const random = prng(seedFrom(`self-id:${email.toLowerCase()}`));
  if (random.chance(0.08)) return null; // skipped the questions
  const sex: SexCode = random.chance(0.05) ? "declined" : random.chance(0.5) ? "female" : "male";
  const raceEthnicity: RaceEthnicityCode = random.chance(0.07) ? "declined" : weighted(random);
  return { sex, raceEthnicity };
}

/** The demo owner an owner has granted access to the answers, so the demo shows the adverse-impact page. */
export const DEMO_EEO_READER = "owner@harbor-dental.test";

export const selfIdentificationsSeed: SeedPart = {
  key: "seed:self-identifications:v1",
  async run(tx) {
    if (!brand.features.selfIdentification) return;
    const results = await tx
      .select({ id: s.surveyResults.id, companyId: s.surveyResults.companyId, email: s.surveyResults.email })
      .from(s.surveyResults)
      .where(and(isNotNull(s.surveyResults.submittedAt), not(s.surveyResults.isTest)));
    const rows = results.flatMap((r) => {
      const answers = demoSelfIdentification(r.email);
      return answers
        ? [{ companyId: r.companyId, surveyResultId: r.id, ...answers, source: "registration" as const }]
        : [];
    });
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(s.selfIdentifications)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
    }
    await tx.update(s.users).set({ canViewEeo: true }).where(eq(s.users.email, DEMO_EEO_READER));
  },
};
