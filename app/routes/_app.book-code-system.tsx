import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { BatchesPage } from "~/book-codes/BatchesPage";
import { batchesAction, loadBatches } from "~/book-codes/list.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadBatches(args);

export const action = (args: ActionFunctionArgs) => batchesAction(args);

export default function BookCodeSystem() {
  return <BatchesPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Book Code System | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
