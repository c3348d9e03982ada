import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { coachingPersonAction, loadCoachingPerson } from "~/coaching/person.server";
import { PersonPage } from "~/coaching/PersonPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadCoachingPerson(args);

export const action = (args: ActionFunctionArgs) => coachingPersonAction(args);

export default function CoachingPerson() {
  return <PersonPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: `${d ? `Coaching ${d.person.first} ${d.person.last}` : "Coaching"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
