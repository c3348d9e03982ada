import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { CoachingList } from "~/coaching/CoachingList";
import { loadCoachingList } from "~/coaching/list.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadCoachingList(args);

export default function Coaching() {
  return <CoachingList {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Coaching | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
