// The teams list (/teams): the teams of the caller's companies, "New team" (a department's or location's people, or
// people chosen by hand) and deleting a team.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import brand from "~brand";
import { notFound } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import {
  actionSuccess,
  apiFailure,
  intents,
  parseJsonSubmission,
  redirectWithSuccess,
  type ActionResult,
} from "~/ui/action/index.server";
import { apiQuery, listQuery } from "~/ui/list";
import { companiesContract as companies } from "../../api/companies/contract";
import { id } from "../../api/http/contract";
import { teamsContract as teams } from "../../api/teams/contract";

/** A page of the coaching brand only (its comparison feature): the other brand has no teams (404). */
export function requireTeams() {
  if (!brand.features.comparison) throw notFound();
}

export async function loadTeamsList({ request, context }: LoaderFunctionArgs) {
  requireTeams();
  const { api, profile } = await requireUser(request, context);
  const query = listQuery(request, teams.list.query);
  const [page, scope] = await Promise.all([
    api.call(teams.list, { query: apiQuery(teams.list.query, query) }),
    api.reference(companies.list),
  ]);
  return {
    teams: page.data,
    total: page.meta.total,
    query,
    /** The companies a new team may belong to (one for a company's own users: the select is then left out). */
    companies: scope.data.map((c) => ({ id: c.id, name: c.name })).sort((a, b) => a.name.localeCompare(b.name)),
    ownCompanyId: profile.company_id,
  };
}

/** The "New team" modal's fields that show an API problem beside them; anything else is a toast. */
export const NEW_TEAM_FIELDS = ["name", "company_id", "kind", "department_id", "location_id", "survey_result_ids"];
const newTeamField = (path: string) => NEW_TEAM_FIELDS.find((field) => path === field || path.startsWith(`${field}.`));

/** The page's requests (JSON): make a team (the API checks its rules), delete one. */
const teamsForm = intents({
  create: z.object({ team: z.record(z.string(), z.unknown()) }),
  delete: z.object({ teamId: id("a team id"), name: z.string().optional() }),
});

export type TeamsActionResult = ActionResult<{ id: number } | undefined>;

export async function teamsAction({ request, context }: ActionFunctionArgs): Promise<TeamsActionResult | Response> {
  requireTeams();
  const { api } = await requireUser(request, context);
  const input = await parseJsonSubmission(request, teamsForm);
  if (!input.ok) return input.result;
  const form = input.value;
  try {
    if (form.intent === "create") {
      const body = form.team as z.input<typeof teams.create.body>;
      const { data: team } = await api.call(teams.create, { body });
      // Straight to the new team's view: its spread is what the team was made for.
      return redirectWithSuccess(context, `/teams/${team.id}`, `${team.name} was made.`);
    }
    await api.call(teams.remove, { params: { id: form.teamId } });
    return actionSuccess(`${form.name ?? "The team"} was deleted.`, { submission: input });
  } catch (error) {
    return apiFailure(error, { submission: input, fields: form.intent === "create" ? newTeamField : undefined });
  }
}
