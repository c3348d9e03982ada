import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { WebhooksPage } from "~/webhooks/WebhooksPage";
import { loadWebhooks, webhooksAction } from "~/webhooks/webhooks.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadWebhooks(args);

export const action = async (args: ActionFunctionArgs) => json(await webhooksAction(args));

export default function Webhooks() {
  return <WebhooksPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Webhooks | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
