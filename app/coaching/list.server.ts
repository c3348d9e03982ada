// The coaching list (/coaching): the people the signed-in user coaches, or every coached person in scope, and the
// "find someone to coach" search that leads to a person's coaching page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import brand from "~brand";
import { notFound } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { apiQuery, listQuery } from "~/ui/list";
import { coachingContract as coaching } from "../../api/coaching/contract";
import { searchText } from "../../api/http/contract";
import { surveyResultsContract as surveyResults } from "../../api/survey-results/contract";

/** The list's URL: the API's query, plus `find` (the search for someone to start coaching). */
const coachingListQuery = coaching.people.query.safeExtend({ find: searchText().optional() });

/** How many matches the "find someone to coach" search shows. */
export const FIND_LIMIT = 8;

/** A page of the coaching brand only: the other brand has no coaching (404). */
export function requireCoaching() {
  if (!brand.features.coaching) throw notFound();
}

export async function loadCoachingList({ request, context }: LoaderFunctionArgs) {
  requireCoaching();
  const { profile, api } = await requireUser(request, context);
  const { find, ...query } = listQuery(request, coachingListQuery);
  const [people, found] = await Promise.all([
    api.call(coaching.people, { query: apiQuery(coaching.people.query, query) }),
    find
      ? api.call(surveyResults.search, { query: { search: find, limit: FIND_LIMIT, sort_by: "name", order_by: "asc" } })
      : null,
  ]);
  return {
    people: people.data,
    total: people.meta.total,
    query,
    find: find ?? "",
    found: found
      ? found.data.map((r) => ({
          id: r.id,
          first: r.first,
          last: r.last,
          role_name: r.role_name,
          company: r.company.name,
          submitted_at: r.submitted_at,
        }))
      : null,
    me: profile.id,
  };
}
