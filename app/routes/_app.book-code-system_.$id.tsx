import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { BatchPage } from "~/book-codes/BatchPage";
import { batchAction, loadBatch } from "~/book-codes/batch.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadBatch(args);

export const action = (args: ActionFunctionArgs) => batchAction(args);

export default function BookCodeBatch() {
  return <BatchPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.batch.label ?? "Book code batch"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
