import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { htmlOnly } from "~/html-only/handle";
import pageScript from "~/html-only/page.script?worker&url";
import { loadAutomatedTools } from "~/automated-tools/automated-tools.server";
import { AutomatedToolsPage } from "~/automated-tools/AutomatedToolsPage";

/** HTML only: a candidate's phone loads no React here (docs/decisions/047-html-only-candidate-pages.md). */
export const handle = htmlOnly(pageScript);

export const loader = (args: LoaderFunctionArgs) => loadAutomatedTools(args);

export default function AutomatedTools() {
  return <AutomatedToolsPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `How ${data.company.name} uses automated tools` : "How we use automated tools"} | ${brand.name}` },
];

export { SurveyErrorBoundary as ErrorBoundary } from "~/survey/SurveyErrorBoundary";
