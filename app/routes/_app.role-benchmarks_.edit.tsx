import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { editBenchmarkAction, loadEditBenchmark } from "~/role-benchmarks/edit.server";
import { EditBenchmarkPage } from "~/role-benchmarks/EditBenchmarkPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadEditBenchmark(args);

export const action = (args: ActionFunctionArgs) => editBenchmarkAction(args);

export default function EditRoleBenchmark() {
  return <EditBenchmarkPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: `Edit ${d?.benchmark.name ?? "role benchmark"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
