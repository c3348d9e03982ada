import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { requireCapability, requireUser } from "~/auth/user.server";
import { PipelinesPage } from "~/pipeline/PipelinesPage";
import { loadPipelines, pipelinesAction } from "~/pipeline/pipelines.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPipelines(request, await requireCapability(request, context, "hiring-pipeline:view"));
}

export async function action({ request, context }: ActionFunctionArgs) {
  return pipelinesAction(request, await requireUser(request, context));
}

export default function Pipelines() {
  return <PipelinesPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Pipelines | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
