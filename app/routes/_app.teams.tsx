import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { loadTeamsList, teamsAction } from "~/teams/list.server";
import { TeamsList } from "~/teams/TeamsList";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadTeamsList(args);

export const action = (args: ActionFunctionArgs) => teamsAction(args);

export default function Teams() {
  return <TeamsList {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Teams | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
