import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { JobsBoard } from "~/jobs/JobsBoard";
import { jobsBoardAction, loadJobsBoard } from "~/jobs/jobs-board.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** /jobs/board: the jobs as a board, one column per status; a job's menu moves it to another status. */
export const loader = (args: LoaderFunctionArgs) => loadJobsBoard(args);

export const action = (args: ActionFunctionArgs) => jobsBoardAction(args);

export default function JobsBoardRoute() {
  return <JobsBoard {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Jobs board | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
