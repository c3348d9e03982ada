import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { createDraftAction, loadMappings } from "~/report-mappings/list.server";
import { MappingsList } from "~/report-mappings/MappingsList";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadMappings(args);

export const action = (args: ActionFunctionArgs) => createDraftAction(args);

export default function ReportConfigurator() {
  return <MappingsList {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Report Configurator | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
