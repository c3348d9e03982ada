// What the team pages share (browser-safe): the answers' types, how a team's source and size read, and the links
// out of the team view (a person's report, the comparison, the conflict tool).
import type { TeamJson } from "../../api/teams/contract";

export type {
  BalanceResultJson,
  TeamBalanceJson,
  TeamDetailJson,
  TeamJson,
  TeamMemberJson,
  WithPersonJson,
} from "../../api/teams/contract";

/** The comparison takes two to eight people (domain/coaching/comparison.ts). */
export const COMPARE_MAX = 8;

/** A person found by the pickers' search. */
export interface FoundPerson {
  id: number;
  first: string;
  last: string;
  role_name: string;
  department: string | null;
  submitted_at: string | null;
}

export const personName = (p: { first: string; last: string }) => `${p.first} ${p.last}`.trim();

export const peopleCount = (n: number) => (n === 1 ? "1 person" : `${n} people`);

/** Where a team's people come from: "Department: Clinical", "Location: Tacoma", "Chosen people". */
export function teamSource(team: Pick<TeamJson, "kind" | "department" | "location">): string {
  if (team.kind === "department") return `Department: ${team.department?.name ?? "–"}`;
  if (team.kind === "location") return `Location: ${team.location?.name ?? "–"}`;
  return "Chosen people";
}

/** The comparison of the team's people who have scores (at most the first eight). */
export function compareHref(ids: readonly number[]): string {
  const params = new URLSearchParams();
  for (const id of ids.slice(0, COMPARE_MAX)) params.append("ids", String(id));
  return `/compare?${params}`;
}

export const conflictHref = (teamId: number) => `/conflict?team=${teamId}`;
export const reportHref = (surveyResultId: number) => `/survey-results/${surveyResultId}`;
export const pdfHref = (teamId: number) => `/teams/${teamId}/pdf`;
