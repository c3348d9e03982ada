import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadImpactPreview } from "~/role-benchmarks/impact.server";

// The benchmark editor's fairness preview (a resource route: no page): the figures a draft's ranges would give.
export const loader = (args: LoaderFunctionArgs) => loadImpactPreview(args);
