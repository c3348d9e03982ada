import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchPeople } from "~/comparisons/people.server";

// The people pickers' search (comparison and conflict tool): a resource route answering JSON.
export const loader = (args: LoaderFunctionArgs) => searchPeople(args);
