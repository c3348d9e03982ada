// Benchmark scores as a PDF (both brands): a person's stored fit to every role benchmark
// that applies to their company, best first, as the page /survey-results/{id}/benchmarks shows it.
import { idParam, operation } from "../http/contract";

export const benchmarkScoresContract = {
  pdf: operation({
    method: "GET",
    path: "/survey-results/:id/benchmark-scores/pdf",
    summary: "A result's fit to every role benchmark of its company, best first, as a PDF download",
    description: "Answers a result's fit to each role benchmark of its company, best first, as a PDF.",
    access: "signed-in",
    feature: "benchmarkScores",
    params: idParam,
    produces: "application/pdf",
    status: 200,
    errors: [400, 404, 409],
  }),
};
