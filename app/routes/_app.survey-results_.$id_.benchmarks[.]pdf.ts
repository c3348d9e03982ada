import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadBenchmarkScoresPdf } from "~/benchmark-scores/benchmark-scores.server";

// The benchmark scores as a PDF (a resource route: no page, a download).
export const loader = (args: LoaderFunctionArgs) => downloadBenchmarkScoresPdf(args);
