import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { loadBenchmarkScores } from "~/benchmark-scores/benchmark-scores.server";
import { BenchmarkScoresPage } from "~/benchmark-scores/BenchmarkScoresPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = (args: LoaderFunctionArgs) => loadBenchmarkScores(args);

export default function BenchmarkScores() {
  return <BenchmarkScoresPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: `${d ? `${d.person.first} ${d.person.last} · Benchmark scores` : "Benchmark scores"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
