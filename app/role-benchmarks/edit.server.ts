import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ApiRequestError, notFound } from "~/api/client.server";
import { requireCapability } from "~/auth/user.server";
import { actionSuccess } from "~/ui/action/index.server";
import { companiesContract } from "../../api/companies/contract";
import { roleBenchmarksContract as benchmarks } from "../../api/role-benchmarks/contract";
import { benchmarkFailure, parseBenchmarkForm } from "./form.server";
import { loadSavedImpact, seesImpact } from "./impact.server";
import { rescoreBusy } from "./model";

function idOf(request: Request) {
  const id = Number(new URL(request.url).searchParams.get("id"));
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
}

export async function loadEditBenchmark({ request, context }: LoaderFunctionArgs) {
  const { api, profile } = await requireCapability(request, context, "role-benchmarks:manage");
  const id = idOf(request);
  const showImpact = seesImpact(profile, context);
  // A benchmark for every company is measured on the company chosen on the page; one company's on its own.
  const chosen = Number(new URL(request.url).searchParams.get("impact_company"));
  try {
    const [benchmark, companies] = await Promise.all([
      api.call(benchmarks.get, { params: { id } }),
      api.call(companiesContract.list),
    ]);
    const impactCompany = benchmark.data.company?.id ?? (Number.isInteger(chosen) && chosen > 0 ? chosen : null);
    // Not while re-scoring: the page reloads every second then, and each load would score the whole period again.
    const busy = rescoreBusy(benchmark.data);
    const impact = showImpact && impactCompany && !busy ? await loadSavedImpact(api, id, impactCompany) : null;
    return {
      benchmark: benchmark.data,
      companies: companies.data.map((c) => ({ id: c.id, name: c.name })),
      showImpact,
      impact,
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
}

export async function editBenchmarkAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireCapability(request, context, "role-benchmarks:manage");
  const id = idOf(request);
  const input = await parseBenchmarkForm(request);
  if (!input.ok) return input.result;
  try {
    const { data: saved } = await api.call(benchmarks.update, { params: { id }, body: input.value });
    return actionSuccess(
      rescoreBusy(saved)
        ? `${saved.name} was saved; its fit scores are being recalculated.`
        : `${saved.name} was saved.`,
    );
  } catch (error) {
    return benchmarkFailure(error, input);
  }
}
