import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadTeamOptions } from "~/teams/options.server";

// The team pickers' data (a resource route: no page): a company's departments and locations, people found by name.
export const loader = (args: LoaderFunctionArgs) => loadTeamOptions(args);
