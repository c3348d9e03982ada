import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadShares, sharesAction } from "~/report-shares/shares.server";

// The share panel's data (a resource route: no page): the person's links, and making or revoking one.
export const loader = (args: LoaderFunctionArgs) => loadShares(args);

export const action = (args: ActionFunctionArgs) => sharesAction(args);
