import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { CandidateList } from "~/survey-results/CandidateList";
import { bulkAction, loadCandidateList } from "~/survey-results/list.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export async function loader(args: LoaderFunctionArgs) {
  return loadCandidateList(args, { archived: true });
}

export async function action(args: ActionFunctionArgs) {
  return bulkAction(args);
}

export default function Archived() {
  const data = useLoaderData<typeof loader>();
  return <CandidateList data={data} mode="archived" />;
}

export const meta: MetaFunction = () => [
  { title: `Archived ${brand.wording.candidates.toLowerCase()} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
