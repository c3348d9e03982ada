import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { addBenchmarkAction, loadAddBenchmark } from "~/role-benchmarks/add.server";
import { AddBenchmarkPage } from "~/role-benchmarks/AddBenchmarkPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadAddBenchmark(args);

export const action = (args: ActionFunctionArgs) => addBenchmarkAction(args);

export default function AddRoleBenchmark() {
  return <AddBenchmarkPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Add role benchmark | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
