// The people the comparison and the conflict tool choose from: the picker's search (a resource route) and the
// chosen people's names for their chips. Every read goes through the API, which keeps the caller's scope.
import type { LoaderFunctionArgs } from "@remix-run/node";
import brand from "~brand";
import { ApiRequestError, notFound, type ApiClient } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { surveyResultsContract as results } from "../../api/survey-results/contract";
import type { ChosenPerson, PickablePerson } from "./model";

/** How many people one search offers. */
const SEARCH_LIMIT = 10;

/** A chosen person's name, role and whether they have finished; null when the API does not find them (or scope). */
export async function chosenPerson(api: ApiClient, id: number): Promise<ChosenPerson | null> {
  try {
    const { data: r } = await api.call(results.get, { params: { id } });
    return {
      id: r.id,
      first: r.first,
      last: r.last,
      role_name: r.role_name,
      company: r.company.name,
      finished: r.submitted_at !== null && r.scores !== null,
    };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The chosen people in order; ids the API does not find are listed in `missing`. */
export async function chosenPeople(api: ApiClient, ids: readonly number[]) {
  const found = await Promise.all(ids.map((id) => chosenPerson(api, id)));
  return {
    people: found.filter((p): p is ChosenPerson => p !== null),
    missing: ids.filter((_, i) => found[i] === null),
  };
}

/** GET /compare/people?search=: people whose name or e-mail starts with the text, for the pickers. */
export async function searchPeople({ request, context }: LoaderFunctionArgs) {
  if (!brand.features.comparison && !brand.features.conflictTool) throw notFound();
  const { api } = await requireUser(request, context);
  const search = (new URL(request.url).searchParams.get("search") ?? "").trim().slice(0, 100);
  if (!search) return { search, people: [] as PickablePerson[], more: false };
  const page = await api.call(results.search, {
    query: { search, limit: SEARCH_LIMIT, sort_by: "name", order_by: "asc" },
  });
  const people = page.data.map((r): PickablePerson => ({
    id: r.id,
    first: r.first,
    last: r.last,
    email: r.email,
    role_name: r.role_name,
    company: r.company.name,
    finished: r.submitted_at !== null && r.domains !== null,
  }));
  return { search, people, more: page.meta.total > people.length };
}
