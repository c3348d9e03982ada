import { asc, eq, inArray } from "drizzle-orm";
import brand from "~brand";
import { ITEMS } from "../../domain/assessment/items";
import { scoreAssessment } from "../../domain/assessment/scoring";
import type { Sex } from "../../domain/assessment/traits";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/languages";
import { normAnswers, type PinnedProfile } from "./demo-answers";
import { DEMO_COMPANIES } from "./demo-data";
import { prng, seedFrom, type Random } from "./demo-random";
import * as s from "../../server/db/schema/index";
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

const DAY = 86_400_000;

/** One demo assessment as generated: who, where, when, and the 120 answers (before any database ids). */
export interface DemoPerson {
  /** The demo company's key (DEMO_COMPANIES). */
  company: string;
  /** Position within the company's demo people (part of the e-mail). */
  n: number;
  first: string;
  last: string;
  email: string;
  phone: string | null;
  sex: Sex;
  age: number | null;
  /** Names from the company's lists (DEMO_COMPANIES); null where the company has none. */
  roleName: string | null;
  location: string | null;
  department: string | null;
  status: string;
  isTest: boolean;
  archivedAt: Date | null;
  createdAt: Date;
  startedAt: Date;
  submittedAt: Date;
  answers: Record<string, number>;
  /** The language of administration: English, or ADMINISTERED_IN's. */
  language: Language;
}

/**
 * The deliberate outliers: demo people whose profile is set on purpose, because a demo flow (and its tests) needs it;
 * everyone else is drawn from the norm population. Percentiles are targets (the scored ones land within a point or
 * two). The first three are Harbor Dental's three earliest people: the ones its owner coaches (seed-coaching.ts, in
 * that order, whose session notes describe them) and the first of its people list, where the comparison and the
 * conflict tool's browser tests start. Kai Jensen's earlier assessment is made from his answers (seed-reassessments.ts).
 */
export const DELIBERATE_DEMO_PEOPLE: readonly { company: string; n: number; why: string; pinned: PinnedProfile }[] = [
  {
    company: "harbor-dental",
    n: 25,
    why: "coached first (speaking up, planning ahead): quiet, unassertive, unplanned; the conflict tool's low end of E",
    pinned: { domains: { E: 14, A: 78, C: 40 }, facets: { E3: 8, C2: 16 } },
  },
  {
    company: "harbor-dental",
    n: 20,
    why: "coached second (planning feels like a chore): outgoing and spontaneous; the conflict tool's high end of E",
    pinned: { domains: { E: 88, C: 18 } },
  },
  {
    company: "harbor-dental",
    n: 40,
    why: "coached third (curious about the openness results): high Openness",
    pinned: { domains: { O: 93 } },
  },
  {
    company: "harbor-dental",
    n: 12,
    why: "Kai Jensen, assessed twice: his earlier C (well over the change threshold lower) stays clear of the scale's end",
    pinned: { domains: { C: 74 } },
  },
];

/**
 * Demo people assessed once, months ago, and not since: the coaching home's "Due for reassessment" (90 days and
 * more) has someone to show. Days ago, by "<company>:<n>"; everyone else registered in the last 90 days. (Not Harbor
Dental's: its three earliest people are the coached outliers, DELIBERATE_DEMO_PEOPLE.)
 */
export const LONG_AGO: Readonly<Record<string, number>> = {
  "summit-fitness:2": 141,
  "summit-fitness:5": 118,
  "redwood-realty:4": 163,
};

/**
 * Demo people who took the assessment in Spanish or German (by "<company>:<n>"; everyone else in English), so that
 * staff reports show "taken in Spanish" and "taken in German". A table rather than a draw: a draw from the people's
 * stream would change every later person. Not the deliberate outliers, whose demo flows read in English.
 */
export const ADMINISTERED_IN: Readonly<Record<string, Language>> = {
  "harbor-dental:3": "es",
  "harbor-dental:7": "de",
  "harbor-dental:16": "es",
  "summit-fitness:6": "de",
  "summit-fitness:9": "es",
  "bayside-bakery:4": "de",
  "acme-logistics:10": "es",
};

/**
 * Answers once came from the people's stream (311 draws a person, or 1 for the 3% who answered all "neither").
 * Skipping as many keeps every demo person's name, dates, status, place and flags as they were, which the browser
 * tests, README and people who know the demo rely on; the answers now come from each person's own stream.
 */
function skipFormerAnswerDraws(random: Random) {
  if (random.next() < 0.03) return;
  for (let i = 0; i < 310; i++) random.next();
}

/**
 * The demo assessments of every demo company, the same on every run for the same `now` (dates count back from it).
 * Answers are drawn in the norms' terms (demo-answers.ts), the deliberate outliers' where they are pinned.
 */
export function demoPeople(now: number): DemoPerson[] {
  const random = prng(20260301);
  const people: DemoPerson[] = [];
  for (const demo of DEMO_COMPANIES) {
    const statuses = brand.wording.pipelineStages;
    for (let n = 0; n < (PER_COMPANY[demo.key] ?? 20); n++) {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const sexRoll = random.next();
      const sex: Sex = sexRoll < 0.46 ? "male" : sexRoll < 0.92 ? "female" : "unspecified";
      const age = random.chance(0.1) ? null : random.int(17, 68);
      const roleName = random.pick(demo.roleNames) ?? null;
      const daysAgo = random.next() * 90;
      const createdAt = new Date(now - (LONG_AGO[`${demo.key}:${n}`] ?? daysAgo) * DAY);
      const startedAt = new Date(createdAt.getTime() + random.int(0, 30) * 60_000);
      const submittedAt = new Date(startedAt.getTime() + random.int(9, 35) * 60_000);
      // Early pipeline statuses are the most common, as in a real funnel.
      const status = statuses[Math.min(statuses.length - 1, Math.floor(random.next() ** 1.8 * statuses.length))];
      skipFormerAnswerDraws(random);
      const location = random.pick(demo.locations) ?? null;
      const department = random.pick(demo.departments) ?? null;
      const phone = random.chance(0.7) ? `+1 555 ${String(random.int(0, 9999)).padStart(4, "0")}` : null;
      const isTest = random.chance(0.05);
      const archivedAt = random.chance(0.08) ? new Date(submittedAt.getTime() + random.int(1, 20) * DAY) : null;
      const deliberate = DELIBERATE_DEMO_PEOPLE.find((d) => d.company === demo.key && d.n === n);
      const answers = normAnswers(prng(seedFrom(`${demo.key}:${n}`)), { sex, age }, deliberate?.pinned);
      people.push({
        company: demo.key,
        n,
        first,
        last,
        email: `${first}.${last}.${demo.key}.${n}@example.test`.toLowerCase(),
        phone,
        sex,
        age,
        roleName,
        location,
        department,
        status,
        isTest,
        archivedAt,
        createdAt,
        startedAt,
        submittedAt,
        answers,
        language: ADMINISTERED_IN[`${demo.key}:${n}`] ?? DEFAULT_LANGUAGE,
      });
    }
  }
  return people;
}

/** 200+ completed, really scored assessments across the demo companies, plus the readable demo link tokens. */
export const assessmentsSeed: SeedPart = {
  key: "seed:assessments:v1",
  async run(tx) {
    const people = demoPeople(Date.now());
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

      for (const person of people.filter((p) => p.company === demo.key)) {
        const role = roles.find((r) => r.name === person.roleName);
        const [result] = await tx
          .insert(s.surveyResults)
          .values({
            companyId: company.id,
            locationId: locations.find((l) => l.name === person.location)?.id ?? null,
            departmentId: departments.find((d) => d.name === person.department)?.id ?? null,
            roleName: role?.name ?? "General",
            roleNameId: role?.id ?? null,
            first: person.first,
            last: person.last,
            email: person.email,
            phone: person.phone,
            consentAt: person.createdAt,
            status: person.status,
            pipelineId: pipeline?.id ?? null,
            isTest: person.isTest,
            archivedAt: person.archivedAt,
            startedAt: person.startedAt,
            submittedAt: person.submittedAt,
            createdAt: person.createdAt,
            updatedAt: person.submittedAt,
            scores: scoreAssessment(person.answers, { sex: person.sex, age: person.age }),
            language: person.language,
          })
          .returning({ id: s.surveyResults.id });
        // Kept apart from the result, as a registration stores them (api/surveys/norm-inputs.ts).
        if (person.sex !== "unspecified" || person.age !== null)
          await tx
            .insert(s.surveyResultNormInputs)
            .values({ surveyResultId: result.id, sex: person.sex, age: person.age });
        await tx.insert(s.surveyAnswers).values(
          ITEMS.map((item, i) => ({
            surveyResultId: result.id,
            itemId: item.id,
            value: person.answers[item.id],
            answeredAt: new Date(person.startedAt.getTime() + i * 10_000),
          })),
        );
      }
    }
  },
};
