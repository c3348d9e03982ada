// Teams (the coaching brand's team view): a named set of people (custom), or everyone assessed in one
// department or location of a company. A team is read as a whole — its spread on each domain, who sits at each
// extreme, what it has plenty of and what it lacks — and with one more person, to see how they change that balance.
// Everything stays inside the actor's tenant scope: a foreign team or person is not found.
import { z } from "zod";
import { DOMAINS } from "../../domain/assessment/traits";
import { dataOf, id, idParam, operation, pageOf, pageQuery, searchText, timestamp } from "../http/contract";

/** How a team's members are chosen (server/db/schema/coaching.ts `TEAM_KINDS`). */
export const TEAM_KINDS = ["custom", "department", "location"] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];

export const MAX_TEAM_NAME = 120;
/** The most people a custom team lists: more is a department, not a team to read at a glance. */
export const MAX_TEAM_MEMBERS = 200;

// ---------------------------------------------------------------------------------------------------------------
// Inputs

export const teamsQuery = z.object({
  company_id: id("a company id").optional(),
  search: searchText().optional(),
  ...pageQuery(),
});
export type TeamsQuery = z.output<typeof teamsQuery>;

const teamName = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(MAX_TEAM_NAME, `must be at most ${MAX_TEAM_NAME} characters`);

/** A custom team's people: survey result ids, each once. */
const memberIds = z
  .array(id("a survey result id"), { error: "must be a list of survey result ids" })
  .max(MAX_TEAM_MEMBERS, `must list at most ${MAX_TEAM_MEMBERS} people`)
  .superRefine((ids, ctx) => {
    const seen = new Set<number>();
    ids.forEach((value, i) => {
      if (seen.has(value)) ctx.addIssue({ code: "custom", path: [i], message: "is listed twice" });
      seen.add(value);
    });
  });

/** POST /teams: a company user's company is implied; the others name it. */
export const teamCreateInput = z
  .object({
    company_id: id("a company id").optional(),
    name: teamName,
    kind: z.enum(TEAM_KINDS, { error: "must be custom, department or location" }),
    department_id: id("a department id").optional(),
    location_id: id("a location id").optional(),
    survey_result_ids: memberIds.optional(),
  })
  .strict()
  .superRefine((team, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (team.kind === "department" && team.department_id === undefined)
      problem("department_id", "is required for a department team");
    if (team.kind === "location" && team.location_id === undefined)
      problem("location_id", "is required for a location team");
    if (team.kind !== "department" && team.department_id !== undefined)
      problem("department_id", "belongs to department teams only");
    if (team.kind !== "location" && team.location_id !== undefined)
      problem("location_id", "belongs to location teams only");
    if (team.kind !== "custom" && team.survey_result_ids?.length)
      problem("survey_result_ids", `must be empty: a ${team.kind} team's people are everyone assessed there`);
  });
export type TeamCreateInput = z.output<typeof teamCreateInput>;

/** PUT /teams/:id: a new name, and for a custom team its whole new list of people. */
export const teamUpdateInput = z
  .object({ name: teamName.optional(), survey_result_ids: memberIds.optional() })
  .strict()
  .refine((t) => t.name !== undefined || t.survey_result_ids !== undefined, {
    message: "must give a name or survey_result_ids",
  });
export type TeamUpdateInput = z.output<typeof teamUpdateInput>;

export const balanceQuery = z.object({ with_survey_result_id: id("a survey result id").optional() });

// ---------------------------------------------------------------------------------------------------------------
// Answers

const int = z.number().int();
const named = z.object({ id: int, name: z.string() });
const level = z.enum(["low", "neutral", "high"]);
const pole = z.enum(["low", "high"]);
const domainCode = z.enum(DOMAINS);

export const teamJson = z.object({
  id: int,
  name: z.string(),
  kind: z.enum(TEAM_KINDS),
  company: named,
  /** The department (department teams) or location (location teams) whose people the team is. */
  department: named.nullable(),
  location: named.nullable(),
  /** Everyone in the team now, with finished assessments or not. */
  member_count: int,
  created_by: z.object({ id: int, first: z.string(), last: z.string() }).nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type TeamJson = z.infer<typeof teamJson>;

export const teamMemberJson = z.object({
  /** The survey result (the person's assessment) the team reads. */
  id: int,
  first: z.string(),
  last: z.string(),
  role_name: z.string(),
  department: named.nullable(),
  location: named.nullable(),
  submitted_at: timestamp.nullable(),
  /** The five domains' percentiles and levels; null while the assessment is not finished. */
  domains: z.record(domainCode, z.object({ percentile: int, level })).nullable(),
});
export type TeamMemberJson = z.infer<typeof teamMemberJson>;

const placed = z.object({ id: int, name: z.string(), percentile: int, level });
const poleNote = z.object({
  domain: domainCode,
  pole,
  phrase: z.string(),
  count: int,
  of: int,
  text: z.string(),
});

/** What domain/coaching/team.ts `teamBalance` answers. */
export const teamBalanceJson = z.object({
  size: int,
  scored: int,
  unscored: z.array(named),
  domains: z.array(
    z.object({
      domain: domainCode,
      name: z.string(),
      spread: z.object({ min: int, q1: int, median: int, q3: int, max: int }).nullable(),
      members: z.array(placed),
      low: z.array(placed),
      high: z.array(placed),
      poles: z.object({ low: z.string(), high: z.string() }),
    }),
  ),
  plenty: z.array(poleNote),
  lacks: z.array(poleNote),
});
export type TeamBalanceJson = z.infer<typeof teamBalanceJson>;

export const teamDetailJson = z.object({
  team: teamJson,
  /** By last name, then first name. */
  members: z.array(teamMemberJson),
  balance: teamBalanceJson,
});
export type TeamDetailJson = z.infer<typeof teamDetailJson>;

/** The balance with one more person (`?with_survey_result_id=`). */
export const withPersonJson = z.object({
  person: z.object({ id: int, first: z.string(), last: z.string(), role_name: z.string(), company: named }),
  /** The person is in the team already (this assessment or another of theirs): nothing changes. */
  already_member: z.boolean(),
  after: teamBalanceJson,
  changes: z.array(
    z.object({
      domain: domainCode,
      name: z.string(),
      percentile: int,
      level,
      median_before: int.nullable(),
      median_after: int.nullable(),
      shift: int,
      /** The pole the person sits at that nobody in the team sat at before. */
      fills: pole.nullable(),
      /** The pole that becomes "plenty" with the person. */
      crowds: pole.nullable(),
    }),
  ),
  summary: z.array(z.string()),
});
export type WithPersonJson = z.infer<typeof withPersonJson>;

export const balanceResultJson = z.object({ balance: teamBalanceJson, with: withPersonJson.nullable() });
export type BalanceResultJson = z.infer<typeof balanceResultJson>;

// ---------------------------------------------------------------------------------------------------------------
// Operations

const TEAMS = { access: "signed-in", feature: "comparison" } as const;

export const teamsContract = {
  list: operation({
    method: "GET",
    path: "/teams",
    summary: "The teams of the caller's companies (or of one, `company_id`), by name; `search` matches the name",
    description:
      "Answers the teams of the caller's companies (or of one, `company_id`) by name; `search` matches the name.",
    ...TEAMS,
    query: teamsQuery,
    response: pageOf(teamJson),
    errors: [400, 404],
  }),
  create: operation({
    method: "POST",
    path: "/teams",
    summary:
      "Make a team: custom (its people listed), or a department's or location's people; each name once per company",
    description:
      "Creates a team: a custom one with its people listed, or one made of a department's or a location's people. A name is used once per company (409).",
    ...TEAMS,
    body: teamCreateInput,
    response: dataOf(teamJson),
    status: 201,
    errors: [400, 404, 409],
  }),
  get: operation({
    method: "GET",
    path: "/teams/:id",
    summary: "A team, its people with their domain percentiles, and its balance",
    description: "Answers a team, its people with their domain percentiles, and the team's balance.",
    ...TEAMS,
    params: idParam,
    response: dataOf(teamDetailJson),
    errors: [400, 404],
  }),
  update: operation({
    method: "PUT",
    path: "/teams/:id",
    summary: "Rename a team; for a custom team, replace its people",
    description: "Renames a team; for a custom team, also replaces its people.",
    ...TEAMS,
    params: idParam,
    body: teamUpdateInput,
    response: dataOf(teamJson),
    errors: [400, 404, 409],
  }),
  remove: operation({
    method: "DELETE",
    path: "/teams/:id",
    summary: "Delete a team (its people and their assessments stay)",
    description: "Deletes a team; its people and their assessments stay.",
    ...TEAMS,
    params: idParam,
    status: 204,
    errors: [400, 404],
  }),
  balance: operation({
    method: "GET",
    path: "/teams/:id/balance",
    summary: "The team's balance and, with `with_survey_result_id`, how that person would change it",
    description:
      "Answers the team's balance per domain and, with `with_survey_result_id`, how that person would change it.",
    ...TEAMS,
    params: idParam,
    query: balanceQuery,
    response: dataOf(balanceResultJson),
    errors: [400, 404, 409],
  }),
  pdf: operation({
    method: "GET",
    path: "/teams/:id/pdf",
    summary: "The team view as a PDF download: people, spread per domain, extremes, plenty and lacks",
    description:
      "Answers the team view as a PDF: people, spread per domain, extremes, and what the team has plenty of or lacks.",
    ...TEAMS,
    params: idParam,
    produces: "application/pdf",
    status: 200,
    errors: [400, 404],
  }),
};
