import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { editorAction, loadEditor } from "~/report-mappings/editor.server";
import { MappingEditor } from "~/report-mappings/MappingEditor";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadEditor(args);

export const action = (args: ActionFunctionArgs) => editorAction(args);

export default function ReportMapping() {
  return <MappingEditor {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.mapping.name ?? "Report mapping"} | Report Configurator | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
