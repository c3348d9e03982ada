import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { BenchmarksList } from "~/role-benchmarks/BenchmarksList";
import { deleteBenchmarkAction, loadBenchmarks } from "~/role-benchmarks/list.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadBenchmarks(args);

export const action = (args: ActionFunctionArgs) => deleteBenchmarkAction(args);

export default function RoleBenchmarks() {
  return <BenchmarksList {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Role Benchmarks | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
