import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { requireJobsAdmin } from "~/jobs/access.server";
import { companiesList } from "~/jobs/options.server";
import { templatesAction } from "~/jobs/templates.server";
import { TemplatesList } from "~/jobs/TemplatesList";
import { apiQuery, listQuery } from "~/ui/list";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { jobTemplatesContract } from "../../api/job-templates/contract";

/** The page shows test templates too; the URL says whether archived ones as well. */
const templatesQuery = jobTemplatesContract.list.query;
const pageQuery = templatesQuery.pick({ include_archived: true });

/** Application templates (spec §7): the custom questions a job asks. A job uses one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const { include_archived } = listQuery(request, pageQuery);
  const [templates, companies] = await Promise.all([
    api.call(jobTemplatesContract.list, {
      query: apiQuery(templatesQuery, { include_archived, include_tests: true }),
    }),
    companiesList(api),
  ]);
  return { templates: templates.data, companies, includeArchived: include_archived };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  return templatesAction(request, api);
}

export default function TemplatesRoute() {
  return <TemplatesList {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Application templates | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
