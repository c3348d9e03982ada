// The add page (/role-benchmarks/add): the companies, and a model person's profile to start from; the create.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { targetsFromProfile } from "~domain/assessment/fit";
import { ApiRequestError } from "~/api/client.server";
import { requireCapability } from "~/auth/user.server";
import type { SurveyResultJson } from "~/survey-results/list-model";
import type { SurveyResultDetailJson } from "~/survey-results/model";
import { redirectWithSuccess } from "~/ui/action/index.server";
import { companiesContract } from "../../api/companies/contract";
import { roleBenchmarksContract as benchmarks } from "../../api/role-benchmarks/contract";
import { surveyResultsContract as surveyResults } from "../../api/survey-results/contract";
import type { BenchmarkFormValues } from "./BenchmarkForm";
import { benchmarkFailure, parseBenchmarkForm } from "./form.server";
import { seesImpact } from "./impact.server";
import { OPEN_TARGETS, SPREADS } from "./model";

export async function loadAddBenchmark({ request, context }: LoaderFunctionArgs) {
  const { api, profile } = await requireCapability(request, context, "role-benchmarks:manage");
  const params = new URL(request.url).searchParams;
  const spread = SPREADS.includes(Number(params.get("spread"))) ? Number(params.get("spread")) : 10;
  const facets = params.get("facets") === "true";
  const modelSearch = (params.get("model_search") ?? "").trim().slice(0, 100);
  const modelId = Number(params.get("model"));

  const companies = (await api.call(companiesContract.list)).data.map((c) => ({
    id: c.id,
    name: c.name,
  }));
  let model: SurveyResultDetailJson | null = null;
  if (Number.isInteger(modelId) && modelId > 0) {
    try {
      model = (await api.call(surveyResults.get, { params: { id: modelId } })).data;
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
    }
  }
  let candidates: SurveyResultJson[] = [];
  if (modelSearch) {
    const found = await api.call(surveyResults.search, {
      query: { search: modelSearch, limit: 10, include_archived: "true", sort_by: "name", order_by: "asc" },
    });
    candidates = found.data.filter((r) => r.domains !== null);
  }
  const initial: BenchmarkFormValues = {
    name: model ? `Like ${model.first} ${model.last}` : "",
    description: "",
    companyId: model?.company.id ?? null,
    targets: model?.scores ? targetsFromProfile(model.scores, { spread, facets }) : OPEN_TARGETS,
    modelSurveyResultId: model?.scores ? model.id : null,
  };
  return {
    companies,
    initial,
    model,
    modelSearch,
    candidates,
    spread,
    facets,
    showImpact: seesImpact(profile, context),
  };
}

export async function addBenchmarkAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireCapability(request, context, "role-benchmarks:manage");
  const input = await parseBenchmarkForm(request);
  if (!input.ok) return input.result;
  try {
    const { data: saved } = await api.call(benchmarks.create, { body: input.value });
    return redirectWithSuccess(
      context,
      `/role-benchmarks/edit?id=${saved.id}`,
      `${saved.name} was created; its fit scores are being computed.`,
    );
  } catch (error) {
    return benchmarkFailure(error, input);
  }
}
