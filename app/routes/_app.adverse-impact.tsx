import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { AdverseImpactPage } from "~/adverse-impact/AdverseImpactPage";
import { changeThreshold, loadAdverseImpact } from "~/adverse-impact/adverse-impact.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadAdverseImpact(args);

export const action = (args: ActionFunctionArgs) => changeThreshold(args);

export default function AdverseImpact() {
  return <AdverseImpactPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Adverse impact | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
