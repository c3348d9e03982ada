// What every view of one person's report (/survey-results/{id}/…) loads first: the id from the URL and who the
// person is, with a foreign or unknown id answered as 404 exactly like the profile page does.
import type { Params } from "@remix-run/react";
import { ApiRequestError, notFound, type ApiClient } from "~/api/client.server";
import { surveyResultsContract } from "../../api/survey-results/contract";
import type { ReportPerson } from "./model";
import { idParam } from "~/ui/id-param.server";

/** The result id of a report view's URL; anything but a positive whole number is not found. */
export function reportIdOf(params: Params): number {
  return idParam(params.id);
}

/** An API call whose 404 (a result outside the user's scope, or none) becomes the page's 404. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
}

/** The person a report view is about, with only what its header and empty states show. */
export async function loadPerson(api: ApiClient, id: number): Promise<ReportPerson> {
  const { data: r } = await orNotFound(api.call(surveyResultsContract.get, { params: { id } }));
  return {
    id: r.id,
    first: r.first,
    last: r.last,
    role_name: r.role_name,
    company: r.company,
    is_test: r.is_test,
    archived: r.archived_at !== null,
    finished: r.scores !== null,
    answered_count: r.answered_count,
  };
}
