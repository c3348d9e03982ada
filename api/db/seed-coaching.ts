import { and, asc, eq, isNotNull, isNull, not } from "drizzle-orm";
import type { ActionPlanGoal } from "../../domain/coaching/action-plan";
import { DEMO_COMPANIES } from "./demo-data";
import * as s from "../../server/db/schema/index";
import type { SeedPart } from "./seed";

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Who coaches in the demo: Harbor Dental's owner, with three of the company's people. */
export const DEMO_COACH = "owner@harbor-dental.test";
const COMPANY = "harbor-dental";

/** Short notes a coach might write after each session (invented; no real person's data). */
const SESSION_NOTES: readonly (readonly string[])[] = [
  [
    "First session. We read the profile together; the assertiveness result rang true. Agreed to work on speaking up earlier in the Monday huddle.",
    "Prepared a point for both huddles and shared it once. The second time the discussion moved on too fast — we practiced a short way in.",
    "Good fortnight: spoke up in every huddle and the team picked up the scheduling idea. Next: ask for feedback from the office manager.",
  ],
  [
    "Talked about the busy Friday clinics. Planning the week ahead feels like a chore; we agreed to try a 20-minute block on Thursday afternoon.",
    "The Thursday block happened twice out of three. Found that a written checklist helps more than a calendar reminder.",
  ],
  [
    "Introductory session: goals for the next quarter, what support looks like, how often we meet (every three weeks). Curious about the openness results.",
  ],
];

/** The first coached person's action plan: two goals, some steps ticked off. */
function demoPlan(now: number): ActionPlanGoal[] {
  return [
    {
      id: "demo-goal-huddles",
      title: "Speak up earlier in team huddles",
      scale: "E3",
      due_on: isoDay(now + 30 * DAY),
      done: false,
      steps: [
        { id: "demo-step-prepare", text: "Prepare one point before each Monday huddle", due_on: null, done: true },
        { id: "demo-step-share", text: "Share it in the first ten minutes", due_on: null, done: true },
        {
          id: "demo-step-feedback",
          text: "Ask the office manager for feedback after two weeks",
          due_on: isoDay(now + 14 * DAY),
          done: false,
        },
      ],
    },
    {
      id: "demo-goal-planning",
      title: "Plan the week before it starts",
      scale: "C2",
      due_on: isoDay(now + 60 * DAY),
      done: false,
      steps: [
        { id: "demo-step-block", text: "Block Thursday afternoon for next week's schedule", due_on: null, done: true },
        {
          id: "demo-step-checklist",
          text: "Keep a shared checklist for the sterilization supplies",
          due_on: isoDay(now + 21 * DAY),
          done: false,
        },
        { id: "demo-step-review", text: "Review the checklist with the team lead", due_on: null, done: false },
      ],
    },
  ];
}

/**
 * Demo coaching: Harbor Dental's owner coaches three of the company's finished assessments (the earliest, so the
 * newest people in the lists stay uncoached for trying it out), with one to three past sessions each, and the first
 * of them has an action plan with two goals. Their profiles are pinned to match the notes (DELIBERATE_DEMO_PEOPLE in
 * seed-assessments.ts).
 */
export const coachingSeed: SeedPart = {
  key: "seed:coaching:v1",
  async run(tx) {
    const now = Date.now();
    const company = DEMO_COMPANIES.find((c) => c.key === COMPANY)!;
    const [coach] = await tx
      .select({ id: s.users.id, companyId: s.users.companyId })
      .from(s.users)
      .innerJoin(s.companies, eq(s.companies.id, s.users.companyId))
      .where(and(eq(s.users.email, DEMO_COACH), eq(s.companies.name, company.name)));
    if (!coach) return;
    const people = await tx
      .select({ id: s.surveyResults.id, submittedAt: s.surveyResults.submittedAt })
      .from(s.surveyResults)
      .where(
        and(
          eq(s.surveyResults.companyId, coach.companyId),
          isNotNull(s.surveyResults.submittedAt),
          isNull(s.surveyResults.archivedAt),
          not(s.surveyResults.isTest),
        ),
      )
      .orderBy(asc(s.surveyResults.submittedAt), asc(s.surveyResults.id))
      .limit(SESSION_NOTES.length);

    for (const [i, person] of people.entries()) {
      const submitted = person.submittedAt!.getTime();
      await tx.insert(s.coachingAssignments).values({
        surveyResultId: person.id,
        coachUserId: coach.id,
        createdAt: new Date(submitted + DAY),
      });
      const notes = SESSION_NOTES[i];
      // Spread between the day after the assessment and yesterday, oldest first.
      const first = submitted + 2 * DAY;
      const last = now - DAY;
      await tx.insert(s.coachingSessions).values(
        notes.map((text, n) => {
          const at = first + ((last - first) * (n + 1)) / (notes.length + 1);
          return {
            surveyResultId: person.id,
            coachUserId: coach.id,
            heldOn: isoDay(at),
            notes: text,
            createdAt: new Date(at),
            updatedAt: new Date(at),
          };
        }),
      );
    }
    if (people[0])
      await tx
        .insert(s.actionPlans)
        .values({ surveyResultId: people[0].id, goals: demoPlan(now), updatedByUserId: coach.id });
  },
};
