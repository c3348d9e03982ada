import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { loadComparePage } from "~/comparisons/compare.server";
import { ComparePage } from "~/comparisons/ComparePage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

// A brand without comparison answers 404 from the loader.
export const loader = (args: LoaderFunctionArgs) => loadComparePage(args);

export default function CompareRoute() {
  return <ComparePage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Compare ${brand.wording.people} | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
