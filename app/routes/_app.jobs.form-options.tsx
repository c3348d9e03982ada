import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadFormOptions } from "~/jobs/options.server";

/** A resource route: the job form asks it for a company's locations, departments, roles and templates. */
export const loader = (args: LoaderFunctionArgs) => loadFormOptions(args);
