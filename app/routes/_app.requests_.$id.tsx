import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { loadRequest, requestAction } from "~/data-requests/data-requests.server";
import { RequestPage } from "~/data-requests/RequestPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { DATA_REQUEST_TYPE_LABELS } from "~domain/data-requests";

export const loader = (args: LoaderFunctionArgs) => loadRequest(args);

export const action = (args: ActionFunctionArgs) => requestAction(args);

export default function Request() {
  return <RequestPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? DATA_REQUEST_TYPE_LABELS[data.request.type] : "Request"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
