import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { loadShares, sharesAction } from "~/report-shares/shares.server";

// The share panel's data (a resource route: no page): the person's links, and making or revoking one.
export const loader = (args: LoaderFunctionArgs) => loadShares(args);

export const action = async (args: ActionFunctionArgs) => json(await sharesAction(args));
