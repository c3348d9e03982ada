// The three views a link can show, computed through their own operations (so a link obeys exactly the scope and
// rules of the page it was made from), and the same views with every row id replaced by a position for a visitor.
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { compare } from "../comparisons/compare";
import { conflict } from "../comparisons/conflict";
import type { ComparisonJson, ConflictJson } from "../comparisons/contract";
import { comparisonFileName, renderComparisonPdf } from "../comparisons/comparison-pdf";
import { conversationPlanFileName, renderConversationPlanPdf } from "../comparisons/conversation-plan-pdf";
import type { TeamDetailJson } from "../teams/contract";
import { getTeam } from "../teams/get-team";
import { renderTeamPdf, teamFileName } from "../teams/pdf";
import type { ViewSubject } from "./contract";

export type View =
  | { kind: "comparison"; comparison: ComparisonJson }
  | { kind: "team"; team: TeamDetailJson }
  | { kind: "conflict"; conflict: ConflictJson };

/** The view as the actor sees it: 404 outside their scope, 409 while someone in it has not finished. */
export async function computeView(db: Database, actor: Actor, subject: ViewSubject): Promise<View> {
  switch (subject.kind) {
    case "comparison":
      return { kind: "comparison", comparison: await compare(db, actor, subject.survey_result_ids) };
    case "team":
      return { kind: "team", team: await getTeam(db, actor, subject.team_id) };
    case "conflict":
      return { kind: "conflict", conflict: await conflict(db, actor, subject) };
  }
}

/** The company whose staff may list and revoke a view's links: its first person's, or its team's. */
export function companyOfView(view: View): number {
  switch (view.kind) {
    case "comparison":
      return view.comparison.people[0].company.id;
    case "team":
      return view.team.team.company.id;
    case "conflict":
      return view.conflict.a.company.id;
  }
}

/** One key per view, whatever order its people were named in (the comparison's); a conflict's sides keep theirs. */
export function subjectKey(subject: ViewSubject): string {
  switch (subject.kind) {
    case "comparison":
      return `comparison:${[...subject.survey_result_ids].sort((a, b) => a - b).join(",")}`;
    case "team":
      return `team:${subject.team_id}`;
    case "conflict":
      return `conflict:${subject.survey_result_id}:${
        subject.other_survey_result_id !== undefined ? subject.other_survey_result_id : `team${subject.team_id}`
      }`;
  }
}

/** Numbers ids 1, 2, … in the order first met, so a visitor learns no row id. */
function positions() {
  const seen = new Map<number, number>();
  return (id: number) => {
    if (!seen.has(id)) seen.set(id, seen.size + 1);
    return seen.get(id)!;
  };
}

const noCompany = (company: { name: string }) => ({ id: 0, name: company.name });

/** The view for a visitor: the same shape, with positions for ids and nothing about who made or keeps it. */
export function withoutIds(view: View): View {
  const at = positions();
  switch (view.kind) {
    case "comparison": {
      const c = view.comparison;
      return {
        kind: "comparison",
        comparison: {
          people: c.people.map((p) => ({ ...p, id: at(p.id), company: noCompany(p.company) })),
          scales: c.scales.map((s) => ({ ...s, percentiles: s.percentiles.map((p) => ({ ...p, id: at(p.id) })) })),
          guidance: c.guidance.map((g) => ({
            people: [
              { ...g.people[0], id: at(g.people[0].id) },
              { ...g.people[1], id: at(g.people[1].id) },
            ],
            items: g.items.map((item) => ({
              ...item,
              lower: { ...item.lower, id: at(item.lower.id) },
              higher: { ...item.higher, id: at(item.higher.id) },
            })),
          })),
        },
      };
    }
    case "conflict": {
      const { a, b, points } = view.conflict;
      return {
        kind: "conflict",
        conflict: {
          a: { ...a, id: 1, company: noCompany(a.company) },
          b: b.kind === "person" ? { ...b, id: 2, company: noCompany(b.company) } : { ...b, id: 2 },
          points,
        },
      };
    }
    case "team": {
      const { team, members, balance } = view.team;
      const place = <T extends { id: number }>(m: T) => ({ ...m, id: at(m.id) });
      const ordered = members.map(place);
      return {
        kind: "team",
        team: {
          team: {
            ...team,
            id: 0,
            company: noCompany(team.company),
            department: team.department ? noCompany(team.department) : null,
            location: team.location ? noCompany(team.location) : null,
            created_by: null,
          },
          members: ordered.map((m) => ({
            ...m,
            department: m.department ? noCompany(m.department) : null,
            location: m.location ? noCompany(m.location) : null,
          })),
          balance: {
            ...balance,
            unscored: balance.unscored.map(place),
            domains: balance.domains.map((d) => ({
              ...d,
              members: d.members.map(place),
              low: d.low.map(place),
              high: d.high.map(place),
            })),
          },
        },
      };
    }
  }
}

/** The view's PDF, the same as its page's own download. */
export async function renderViewPdf(view: View, now: Date): Promise<{ pdf: Buffer; fileName: string }> {
  switch (view.kind) {
    case "comparison":
      return {
        pdf: await renderComparisonPdf(view.comparison, now),
        fileName: comparisonFileName(view.comparison.people),
      };
    case "team":
      return { pdf: await renderTeamPdf(view.team, now), fileName: teamFileName(view.team.team) };
    case "conflict":
      return {
        pdf: await renderConversationPlanPdf(view.conflict, now),
        fileName: conversationPlanFileName(view.conflict),
      };
  }
}
