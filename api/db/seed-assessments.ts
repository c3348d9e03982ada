import { asc, eq, inArray } from "drizzle-orm";
import { ITEMS } from "../../domain/assessment/items";
import { scoreAssessment } from "../../domain/assessment/scoring";
import { DOMAINS, type DomainCode, type Sex } from "../../domain/assessment/traits";
import { DEMO_COMPANIES, DEMO_PIPELINE } from "./demo-data";
import * as s from "./schema/index";
import type { SeedPart } from "./seed";

/**
 * The demo companies' assessment links use readable tokens ("demo-harbor-dental") instead of random ones, so the
 * README, the start script and browser tests can open a company's link without a signed-in user. Only demo data
 * gets them: real companies keep their random token.
 */
export const demoAssessmentToken = (companyKey: string) => `demo-${companyKey}`;

/** How many completed assessments each demo company gets (hiring companies more than head offices). */
const PER_COMPANY: Record<string, number> = {
  provider: 8,
  "northwind-hq": 10,
  "southern-hq": 10,
  "harbor-dental": 48,
  "summit-fitness": 40,
  "bayside-bakery": 36,
  "redwood-realty": 30,
  "acme-logistics": 40,
};

const FIRST_NAMES = (
  "Aiden Amara Ana Ben Carla Chen Daniel Dara Elena Emeka Farah Gabriel Grace Hana Ivan Jamal Julia Kai " +
  "Leila Liam Maya Mateo Nadia Noah Olga Omar Priya Quinn Rosa Sam Sofia Tariq Uma Victor Wen Yara Zoe"
).split(" ");
const LAST_NAMES = (
  "Adams Baptiste Costa Dubois Evans Fischer Garcia Haddad Ibrahim Jensen Kowalski Larsen Moreau " +
  "Nakamura Okafor Patel Quintero Rossi Schmidt Tanaka Usman Varga Williams Xu Yilmaz Zhang"
).split(" ");

/** Mulberry32: a tiny seeded PRNG, so the demo data is the same on every machine. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
    /** Standard normal (Box–Muller). */
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  };
}
type Random = ReturnType<typeof prng>;

/**
 * 120 answers in one of a few response styles real data shows: most people answer by their trait levels (a
 * latent level per domain and facet plus item noise); a few straight-line the middle or agree with everything.
 */
function answerPattern(random: Random): Record<string, number> {
  const style = random.next();
  if (style < 0.03) return Object.fromEntries(ITEMS.map((item) => [item.id, 3]));
  const acquiescent = style < 0.06;
  const domainLevel = Object.fromEntries(DOMAINS.map((d) => [d, random.normal()])) as Record<DomainCode, number>;
  const facetLevel = new Map<string, number>();
  return Object.fromEntries(
    ITEMS.map((item) => {
      if (!facetLevel.has(item.facetCode)) facetLevel.set(item.facetCode, 0.5 * random.normal());
      const level = domainLevel[item.domain] + facetLevel.get(item.facetCode)!;
      const agreement = (item.keyed === "plus" ? level : -level) + (acquiescent ? 1.2 : 0);
      const value = Math.round(3.2 + 0.9 * agreement + 0.8 * random.normal());
      return [item.id, Math.min(5, Math.max(1, value))];
    }),
  );
}

const DAY = 86_400_000;

/** 200+ completed, really scored assessments across the demo companies, plus the readable demo link tokens. */
export const assessmentsSeed: SeedPart = {
  key: "seed:assessments:v1",
  async run(tx) {
    const random = prng(20260301);
    const now = Date.now();
    const companies = await tx
      .select({ id: s.companies.id, name: s.companies.name })
      .from(s.companies)
      .where(
        inArray(
          s.companies.name,
          DEMO_COMPANIES.map((c) => c.name),
        ),
      );

    for (const demo of DEMO_COMPANIES) {
      const company = companies.find((c) => c.name === demo.name);
      if (!company) continue;
      await tx
        .update(s.companies)
        .set({ assessmentToken: demoAssessmentToken(demo.key) })
        .where(eq(s.companies.id, company.id));

      const locations = await tx.select().from(s.locations).where(eq(s.locations.companyId, company.id));
      const departments = await tx.select().from(s.departments).where(eq(s.departments.companyId, company.id));
      const roles = await tx.select().from(s.roleNames).where(eq(s.roleNames.companyId, company.id));
      const [pipeline] = await tx
        .select()
        .from(s.pipelines)
        .where(eq(s.pipelines.companyId, company.id))
        .orderBy(asc(s.pipelines.position))
        .limit(1);
      const statuses = pipeline
        ? (
            await tx
              .select({ name: s.pipelineStatuses.name })
              .from(s.pipelineStatuses)
              .where(eq(s.pipelineStatuses.pipelineId, pipeline.id))
              .orderBy(asc(s.pipelineStatuses.position))
          ).map((r) => r.name)
        : DEMO_PIPELINE.statuses;

      for (let n = 0; n < (PER_COMPANY[demo.key] ?? 20); n++) {
        const first = random.pick(FIRST_NAMES);
        const last = random.pick(LAST_NAMES);
        const sexRoll = random.next();
        const sex: Sex = sexRoll < 0.46 ? "male" : sexRoll < 0.92 ? "female" : "unspecified";
        const age = random.chance(0.1) ? null : random.int(17, 68);
        const role = random.pick(roles);
        const createdAt = new Date(now - random.next() * 90 * DAY);
        const startedAt = new Date(createdAt.getTime() + random.int(0, 30) * 60_000);
        const submittedAt = new Date(startedAt.getTime() + random.int(9, 35) * 60_000);
        // Early pipeline statuses are the most common, as in a real funnel.
        const status = statuses[Math.min(statuses.length - 1, Math.floor(random.next() ** 1.8 * statuses.length))];
        const answers = answerPattern(random);

        const [result] = await tx
          .insert(s.surveyResults)
          .values({
            companyId: company.id,
            locationId: random.pick(locations)?.id ?? null,
            departmentId: random.pick(departments)?.id ?? null,
            roleName: role?.name ?? "General",
            roleNameId: role?.id ?? null,
            first,
            last,
            email: `${first}.${last}.${demo.key}.${n}@example.test`.toLowerCase(),
            phone: random.chance(0.7) ? `+1 555 ${String(random.int(0, 9999)).padStart(4, "0")}` : null,
            sex,
            age,
            consentAt: createdAt,
            status,
            pipelineId: pipeline?.id ?? null,
            isTest: random.chance(0.05),
            archivedAt: random.chance(0.08) ? new Date(submittedAt.getTime() + random.int(1, 20) * DAY) : null,
            startedAt,
            submittedAt,
            createdAt,
            updatedAt: submittedAt,
            scores: scoreAssessment(answers, { sex, age }),
          })
          .returning({ id: s.surveyResults.id });
        await tx.insert(s.surveyAnswers).values(
          ITEMS.map((item, i) => ({
            surveyResultId: result.id,
            itemId: item.id,
            value: answers[item.id],
            answeredAt: new Date(startedAt.getTime() + i * 10_000),
          })),
        );
      }
    }
  },
};
