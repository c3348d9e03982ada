import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { CampaignPage } from "~/campaigns/CampaignPage";
import { campaignsAction, loadCampaign } from "~/campaigns/campaigns.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadCampaign(args);

export const action = (args: ActionFunctionArgs) => campaignsAction(args);

export default function HiringCampaign() {
  return <CampaignPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.campaign.name ?? brand.wording.campaigns.title} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
