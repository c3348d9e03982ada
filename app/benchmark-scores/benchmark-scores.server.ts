// Benchmark scores (/survey-results/{id}/benchmarks): the person and their stored fit to every benchmark that
// applies to their company.
import type { LoaderFunctionArgs } from "@remix-run/node";
import brand from "~brand";
import { pdfDownload, PDF_STREAM } from "~/ui/download.server";
import { notFound } from "~/api/client.server";
import { loadPerson, orNotFound, reportIdOf } from "~/survey-answers/person.server";
import { requireUser } from "~/auth/user.server";
import { benchmarkScoresContract } from "../../api/benchmark-scores/contract";
import { roleBenchmarksContract } from "../../api/role-benchmarks/contract";
import { rankFits } from "./model";

export async function loadBenchmarkScores({ request, context, params }: LoaderFunctionArgs) {
  if (!brand.features.benchmarkScores) throw notFound();
  const { profile, api } = await requireUser(request, context);
  const id = reportIdOf(params);
  const person = await loadPerson(api, id);
  // An unfinished assessment has no fit to anything yet.
  const fits = person.finished
    ? (await orNotFound(api.call(roleBenchmarksContract.fitScores, { query: { surveyResultId: id } }))).data
    : [];
  return { person, fits: rankFits(fits), superAdmin: profile.auth_role === "SUPER_ADMIN" };
}

/** /survey-results/{id}/benchmarks.pdf: the benchmark scores as a PDF download. */
export async function downloadBenchmarkScoresPdf({ request, context, params }: LoaderFunctionArgs): Promise<Response> {
  if (!brand.features.benchmarkScores) throw notFound();
  const { api } = await requireUser(request, context);
  const id = reportIdOf(params);
  return pdfDownload(
    () => api.stream(benchmarkScoresContract.pdf, { params: { id } }, PDF_STREAM),
    "benchmark-scores.pdf",
  );
}
