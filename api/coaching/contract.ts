// Coaching: a coach's view of the people they coach — who coaches whom, the sessions held with
// their notes, the goals of the person's action plan and their progress, and a prompt for the next session drawn
// from the growth report. A person is a survey result; everything stays inside the actor's tenant scope (a foreign
// person, session or coach is not found), and the brands without coaching answer 404.
import { formatNumber } from "../../domain/format";
import { z } from "zod";
import { DOMAINS, FACETS, type ScaleCode } from "../../domain/assessment/traits";
import {
  dataOf,
  flag,
  id,
  idParam,
  operation,
  pageOf,
  pageQuery,
  searchText,
  sortQuery,
  timestamp,
} from "../http/contract";

// ---------------------------------------------------------------------------------------------------------------
// Inputs

/** `/coaching/people/:surveyResultId…` */
export const personParam = z.object({ surveyResultId: id("a survey result id") });

export const COACHING_SORTS = ["name", "last_session"] as const;
export type CoachingSort = (typeof COACHING_SORTS)[number];

/**
 * GET /coaching/people: the people the caller coaches (default), another coach's (`coach_user_id`), or every
 * coached person in scope (`all=true`).
 */
export const coachedPeopleQuery = z
  .object({
    coach_user_id: id("a user id").optional(),
    all: flag.optional(),
    search: searchText().optional(),
    ...sortQuery(COACHING_SORTS, "name"),
    ...pageQuery(),
  })
  .refine((q) => !(q.all && q.coach_user_id !== undefined), {
    path: ["all"],
    message: "cannot be combined with coach_user_id",
  });
export type CoachedPeopleQuery = z.output<typeof coachedPeopleQuery>;

/** PUT /coaching/people/:surveyResultId/coach */
export const assignCoachInput = z.object({ coach_user_id: id("a user id") }).strict();

/** The earliest date a session may be recorded for: older ones are typing mistakes, not coaching history. */
export const EARLIEST_SESSION = "2000-01-01";
export const MAX_NOTES = 10_000;

const DAY_MS = 86_400_000;
/** Today's date in UTC as YYYY-MM-DD, moved by whole years (the latest session date is a year ahead). */
export function isoDateInYears(years: number, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() + years, now.getUTCMonth(), now.getUTCDate()));
  // 29 February plus a year is 1 March in Date's arithmetic; the day before keeps "a year" from growing.
  if (d.getUTCDate() !== now.getUTCDate()) return new Date(d.getTime() - DAY_MS).toISOString().slice(0, 10);
  return d.toISOString().slice(0, 10);
}

const heldOn = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .pipe(
    // One problem at a time: a date that is not one is not also "too early".
    z.iso
      .date({ error: "must be a date (YYYY-MM-DD)", abort: true })
      .refine((d) => d >= EARLIEST_SESSION, { message: `must not be before ${EARLIEST_SESSION}`, abort: true })
      // Read at each parse, so the limit moves with the calendar.
      .refine((d) => d <= isoDateInYears(1), { message: "must not be more than a year ahead" }),
  );

const notes = z
  .string({ error: "must be text" })
  .trim()
  .max(MAX_NOTES, `must be at most ${formatNumber(MAX_NOTES)} characters`);

/** POST /coaching/people/:surveyResultId/sessions and PUT /coaching/sessions/:id: the whole session. */
export const sessionInput = z.object({ held_on: heldOn, notes: notes.default("") }).strict();
export type SessionInput = z.output<typeof sessionInput>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

/** The 35 scale codes (five domains, 30 facets). */
const scale = z.enum([...DOMAINS, ...FACETS] as [ScaleCode, ...ScaleCode[]]);
const named = z.object({ id: z.number().int(), first: z.string(), last: z.string() });
const day = z.string();

export const coachedPersonJson = z.object({
  id: z.number().int(),
  first: z.string(),
  last: z.string(),
  role_name: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  submitted_at: timestamp.nullable(),
  archived_at: timestamp.nullable(),
});

const progressJson = z.object({ done: z.number().int(), total: z.number().int() });
/** The earliest due date among the goals not done yet. */
const nextDueJson = z.object({ goal_id: z.string(), title: z.string(), due_on: day }).nullable();

/** One row of GET /coaching/people. */
export const coachingRowJson = z.object({
  person: coachedPersonJson,
  coach: named,
  coached_since: timestamp,
  sessions: z.number().int(),
  last_session_on: day.nullable(),
  goals: progressJson,
  next_due: nextDueJson,
});
export type CoachingRowJson = z.infer<typeof coachingRowJson>;

export const sessionJson = z.object({
  id: z.number().int(),
  survey_result_id: z.number().int(),
  held_on: day,
  notes: z.string(),
  /** Who held it (null once that user is gone). */
  coach: named.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  /** Whether the caller may change and delete it (whoever held it, or a super admin). */
  can_edit: z.boolean(),
});
export type SessionJson = z.infer<typeof sessionJson>;

const stepJson = z.object({ id: z.string(), text: z.string(), due_on: day.nullable(), done: z.boolean() });
const goalJson = z.object({
  id: z.string(),
  title: z.string(),
  scale: scale.nullable(),
  due_on: day.nullable(),
  done: z.boolean(),
  steps: z.array(stepJson),
  /** This goal's own progress (a goal without steps counts as one step). */
  progress: progressJson,
});

export const assignmentJson = z.object({
  survey_result_id: z.number().int(),
  coach: named,
  coached_since: timestamp,
});
export type AssignmentJson = z.infer<typeof assignmentJson>;

/** GET /coaching/people/:surveyResultId */
export const coachingPersonJson = z.object({
  person: coachedPersonJson,
  /** Null while nobody coaches the person. */
  coach: named.nullable(),
  coached_since: timestamp.nullable(),
  /** Newest first. */
  sessions: z.array(sessionJson),
  plan: z.object({
    goals: z.array(goalJson),
    progress: progressJson,
    next_due: nextDueJson,
    updated_at: timestamp.nullable(),
  }),
  /** From the growth report; null until the person has finished the assessment (or it cannot be built). */
  growth: z
    .object({
      /** The growth areas to develop, most pressing first. */
      areas: z.array(z.object({ scale: scale, name: z.string() })),
      next_session_prompt: z.string().nullable(),
    })
    .nullable(),
});
export type CoachingPersonJson = z.infer<typeof coachingPersonJson>;

// ---------------------------------------------------------------------------------------------------------------
// Operations

const COACHING = { access: "signed-in", feature: "coaching" } as const;

export const coachingContract = {
  people: operation({
    method: "GET",
    path: "/coaching/people",
    summary:
      "Coached people in the caller's scope: the caller's own (default), another coach's (`coach_user_id`) or all (`all=true`), with sessions and goal progress",
    description:
      "Answers the coached people in the caller's scope: the caller's own by default, another coach's with `coach_user_id`, or all with `all=true`, with sessions and goal progress.",
    ...COACHING,
    query: coachedPeopleQuery,
    response: pageOf(coachingRowJson),
    errors: [400],
  }),
  person: operation({
    method: "GET",
    path: "/coaching/people/:surveyResultId",
    summary:
      "One person as their coach sees them: coach, sessions (newest first), action plan goals, growth areas and the next-session prompt",
    description:
      "Answers one person as their coach sees them: the coach, sessions (newest first), action plan goals, growth areas and the prompt for the next session.",
    ...COACHING,
    params: personParam,
    response: dataOf(coachingPersonJson),
    errors: [400, 404],
  }),
  assignCoach: operation({
    method: "PUT",
    path: "/coaching/people/:surveyResultId/coach",
    summary:
      "Start coaching a person, or hand them to another coach (an active user of the caller's scope who sees the person)",
    description:
      "Makes a user the person's coach, starting or handing over their coaching; the coach must be an active user of the caller's scope who may see the person.",
    ...COACHING,
    params: personParam,
    body: assignCoachInput,
    response: dataOf(assignmentJson),
    errors: [400, 404],
  }),
  stopCoaching: operation({
    method: "DELETE",
    path: "/coaching/people/:surveyResultId/coach",
    summary: "Stop coaching a person (the sessions stay); nothing to do when nobody coaches them",
    description: "Ends the person's coaching; their sessions stay. Does nothing when nobody coaches them.",
    ...COACHING,
    params: personParam,
    status: 204,
    errors: [400, 404],
  }),
  addSession: operation({
    method: "POST",
    path: "/coaching/people/:surveyResultId/sessions",
    summary: "Record a session held with a person (by the caller), with notes",
    description: "Records a session the caller held with the person, with its date and notes.",
    ...COACHING,
    params: personParam,
    body: sessionInput,
    response: dataOf(sessionJson),
    status: 201,
    errors: [400, 404],
  }),
  updateSession: operation({
    method: "PUT",
    path: "/coaching/sessions/:id",
    summary: "Change a session's date and notes (whoever held it, or a super admin)",
    description: "Changes a session's date and notes; only whoever held it or a super admin may (403 otherwise).",
    ...COACHING,
    params: idParam,
    body: sessionInput,
    response: dataOf(sessionJson),
    errors: [400, 403, 404],
  }),
  removeSession: operation({
    method: "DELETE",
    path: "/coaching/sessions/:id",
    summary: "Delete a session (whoever held it, or a super admin); answers the deleted session",
    description: "Deletes a session and answers it; only whoever held it or a super admin may.",
    ...COACHING,
    params: idParam,
    response: dataOf(sessionJson),
    errors: [400, 403, 404],
  }),
};
