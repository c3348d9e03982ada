import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { loadTemplates, templatesPageAction } from "~/jobs/templates.server";
import { TemplatesList } from "~/jobs/TemplatesList";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** Application templates (spec §7): the custom questions a job asks. A job uses one. */
export const loader = (args: LoaderFunctionArgs) => loadTemplates(args);

export const action = (args: ActionFunctionArgs) => templatesPageAction(args);

export default function TemplatesRoute() {
  return <TemplatesList {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Application templates | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
