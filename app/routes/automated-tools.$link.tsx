import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { htmlOnly } from "~/html-only/handle";
import pageScript from "~/html-only/page.script?worker&url";
import { translator } from "~/i18n/useT";
import { loadAutomatedTools } from "~/automated-tools/automated-tools.server";
import { AutomatedToolsPage } from "~/automated-tools/AutomatedToolsPage";
import { AUTOMATED_TOOLS_LINK } from "~/automated-tools/texts";

/** HTML only: a candidate's phone loads no React here (docs/decisions/047-html-only-candidate-pages.md). */
export const handle = htmlOnly(pageScript);

export const loader = (args: LoaderFunctionArgs) => loadAutomatedTools(args);

export default function AutomatedTools() {
  return <AutomatedToolsPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? translator(data.i18n)("automated-tools.metaTitle", { company: data.company.name, brand: brand.name })
      : `${AUTOMATED_TOOLS_LINK} | ${brand.name}`,
  },
];

export { SurveyErrorBoundary as ErrorBoundary } from "~/surveys/SurveyErrorBoundary";
