import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { changesAction, loadChanges } from "~/assessment-history/changes.server";
import { ChangesPage } from "~/assessment-history/ChangesPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadChanges(args);

export const action = (args: ActionFunctionArgs) => changesAction(args);

export default function Changes() {
  return <ChangesPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: `${d ? `Changes over time: ${d.person.first} ${d.person.last}` : "Changes over time"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
