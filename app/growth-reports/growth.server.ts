// The growth report page (/survey-results/{id}/growth): the report against the chosen role benchmark (`?benchmark=`)
// or the profile's extremes, its action plan, and saving the plan; and the PDF download (/…/growth.pdf).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import brand from "~brand";
import { ApiRequestError, notFound } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { pdfDownload, PDF_STREAM } from "~/ui/download.server";
import { actionFailure, actionSuccess, apiFailure, parseJsonSubmission } from "~/ui/action/index.server";
import { actionPlanInput, growthReportsContract as growth } from "../../api/growth-reports/contract";
import { surveyResultsContract } from "../../api/survey-results/contract";
import { PLAN_FIELD, type GrowthActionResult } from "./model";
import { idParam } from "~/ui/id-param.server";

function idOf(params: Params): number {
  return idParam(params.id);
}

/** The chosen benchmark of the URL (`?benchmark=`), or null for the profile's extremes (and for anything unusable). */
function benchmarkOf(url: URL): number | null {
  const value = Number(url.searchParams.get("benchmark"));
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
}

const isApiError = (error: unknown, status: number): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status === status;

export async function loadGrowthPage({ request, context, params }: LoaderFunctionArgs) {
  if (!brand.features.growthReport) throw notFound();
  const { api } = await requireUser(request, context);
  const id = idOf(params);
  const url = new URL(request.url);
  const benchmarkId = benchmarkOf(url);
  try {
    const [report, plan, result] = await Promise.all([
      api.call(growth.get, {
        params: { surveyResultId: id },
        query: benchmarkId === null ? {} : { benchmark_id: benchmarkId },
      }),
      api.call(growth.getActionPlan, { params: { surveyResultId: id } }),
      api.call(surveyResultsContract.get, { params: { id } }),
    ]);
    // An earlier assessment of the person is history: its report can be read, but no plan or share is made from it.
    const { first, last, superseded, submitted_at, assessments } = result.data;
    const earlier = { id, first, last, superseded, submitted_at, assessments };
    return { finished: true as const, ...report.data, plan: plan.data, earlier };
  } catch (error) {
    if (isApiError(error, 404)) {
      // A benchmark that does not apply to this person (an old link, another company's): show the profile basis.
      if (benchmarkId !== null && error.errors.some((e) => e.path === "benchmark_id")) {
        url.searchParams.delete("benchmark");
        throw redirect(url.pathname + url.search);
      }
      throw notFound();
    }
    if (isApiError(error, 409)) {
      // Not finished yet: the page says so, with who it is about.
      const { data: r } = await api.call(surveyResultsContract.get, { params: { id } });
      return {
        finished: false as const,
        person: { id: r.id, first: r.first, last: r.last, role_name: r.role_name, company: r.company },
        answeredCount: r.answered_count,
      };
    }
    throw error;
  }
}

/** The problems the plan editor shows beside its inputs (the API's paths); the rest are toasts. */
const planFields = (path: string) => (PLAN_FIELD.test(path) ? path : undefined);

/** Saves the whole action plan (a JSON body `{ goals, version }`); a stale version is the conflict the editor shows. */
export async function saveGrowthPlan({ request, context, params }: ActionFunctionArgs): Promise<GrowthActionResult> {
  if (!brand.features.growthReport) throw notFound();
  const { api } = await requireUser(request, context);
  const id = idOf(params);
  const input = await parseJsonSubmission(request, actionPlanInput);
  if (!input.ok) return input.result;
  try {
    const { data: plan } = await api.call(growth.saveActionPlan, {
      params: { surveyResultId: id },
      body: input.value,
    });
    return actionSuccess("Action plan saved.", { submission: input, data: { plan } });
  } catch (error) {
    // Someone saved since this copy was loaded: said once, beside the Save button, with a way to reload.
    if (isApiError(error, 409))
      return actionFailure([], { submission: input, fieldErrors: { version: error.message } });
    return apiFailure(error, { submission: input, fields: planFields });
  }
}

/** /survey-results/{id}/growth.pdf: the API's PDF handed on as it arrives, as a download. */
export async function downloadGrowthPdf({ request, context, params }: LoaderFunctionArgs): Promise<Response> {
  if (!brand.features.growthReport) throw notFound();
  const { api } = await requireUser(request, context);
  const id = idOf(params);
  const benchmarkId = benchmarkOf(new URL(request.url));
  return pdfDownload(
    () =>
      api.stream(
        growth.pdf,
        { params: { surveyResultId: id }, query: benchmarkId === null ? {} : { benchmark_id: benchmarkId } },
        PDF_STREAM,
      ),
    "growth-report.pdf",
    { unready: "The growth report is not ready yet." },
  );
}
