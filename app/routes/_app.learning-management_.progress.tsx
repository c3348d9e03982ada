import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { ProgressPage } from "~/academy/ProgressPage";
import { loadProgress, remindersAction } from "~/academy/progress.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** The Academy's progress per learner and per company, the CSV and the reminders. */
export const loader = (args: LoaderFunctionArgs) => loadProgress(args);

export const action = (args: ActionFunctionArgs) => remindersAction(args);

export default function LearningManagementProgress() {
  return <ProgressPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Academy progress | Learning Management | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
