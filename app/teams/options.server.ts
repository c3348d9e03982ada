// The team pickers' data (a resource route, /teams/options): a company's departments and locations for "New team",
// and the people whose name or e-mail starts with what was typed, for choosing a team's people or someone to try in
// the team's balance.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ApiRequestError } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { companiesContract as companies } from "../../api/companies/contract";
import { id, searchText } from "../../api/http/contract";
import { surveyResultsContract as surveyResults } from "../../api/survey-results/contract";
import type { FoundPerson } from "./model";
import { requireTeams } from "./list.server";

/** How many people the search shows. */
export const FIND_LIMIT = 8;

const optionsQuery = z.object({
  company_id: id("a company id").optional(),
  find: searchText().optional(),
  /** `places`: the company's departments and locations too. */
  places: z.enum(["1"]).optional(),
});

export async function loadTeamOptions({ request, context }: LoaderFunctionArgs) {
  requireTeams();
  const { api, profile } = await requireUser(request, context);
  const parsed = optionsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  const { find, places } = parsed.data;
  const companyId = parsed.data.company_id ?? profile.company_id;
  const [departments, locations, found] = await Promise.all([
    // A company outside the caller's scope answers 404 (or a bad id 400): the picker shows nothing for it.
    places ? api.reference(companies.listDepartments, { query: { company_id: companyId } }) : null,
    places ? api.reference(companies.listLocations, { query: { company_id: companyId } }) : null,
    find
      ? api.call(surveyResults.search, {
          query: { search: find, company_id: companyId, limit: FIND_LIMIT, sort_by: "name", order_by: "asc" },
        })
      : null,
  ]).catch((error: unknown) => {
    if (error instanceof ApiRequestError && (error.status === 400 || error.status === 404))
      throw new Response(error.message, { status: error.status });
    throw error;
  });
  const named = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((i) => ({ id: i.id, name: i.name })).sort((a, b) => a.name.localeCompare(b.name));
  return {
    companyId,
    departments: named(departments?.data),
    locations: named(locations?.data),
    find: find ?? "",
    people: (found?.data ?? []).map((r): FoundPerson => ({
      id: r.id,
      first: r.first,
      last: r.last,
      role_name: r.role_name,
      department: r.department?.name ?? null,
      submitted_at: r.submitted_at,
    })),
  };
}
export type TeamOptions = Awaited<ReturnType<typeof loadTeamOptions>>;
