import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { loadRequests } from "~/data-requests/data-requests.server";
import { RequestsPage } from "~/data-requests/RequestsPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadRequests(args);

export default function Requests() {
  return <RequestsPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Requests | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
