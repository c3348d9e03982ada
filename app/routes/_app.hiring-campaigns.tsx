import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { CampaignsPage } from "~/campaigns/CampaignsPage";
import { campaignsAction, loadCampaigns } from "~/campaigns/campaigns.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadCampaigns(args);

export const action = (args: ActionFunctionArgs) => campaignsAction(args);

export default function HiringCampaigns() {
  return <CampaignsPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `${brand.wording.campaigns.title} | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
