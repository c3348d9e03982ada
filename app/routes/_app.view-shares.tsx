import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { loadViewShares, viewSharesAction } from "~/view-shares/shares.server";

// The share panel's data for a comparison, team view or conflict plan (a resource route: no page): the view's links,
// and making or revoking one. The view is named in the query (`?kind=comparison&survey_result_ids=1,2`).
export const loader = (args: LoaderFunctionArgs) => loadViewShares(args);

export const action = async (args: ActionFunctionArgs) => json(await viewSharesAction(args));
