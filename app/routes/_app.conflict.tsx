import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { loadConflictPage } from "~/comparisons/conflict.server";
import { ConflictPage } from "~/comparisons/ConflictPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

// A brand without the conflict tool answers 404 from the loader.
export const loader = (args: LoaderFunctionArgs) => loadConflictPage(args);

export default function ConflictRoute() {
  return <ConflictPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Conflict tool | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
