import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { CandidateList } from "~/survey-results/CandidateList";
import { bulkAction, loadCandidateList } from "~/survey-results/list.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export async function loader(args: LoaderFunctionArgs) {
  return loadCandidateList(args, { archived: false });
}

export async function action(args: ActionFunctionArgs) {
  return bulkAction(args);
}

export default function Candidates() {
  const data = useLoaderData<typeof loader>();
  return <CandidateList data={data} mode="active" />;
}

export const meta: MetaFunction = () => [{ title: `${brand.wording.candidates} | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
