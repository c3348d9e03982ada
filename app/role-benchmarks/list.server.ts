// The role benchmarks list (/role-benchmarks): one page of benchmarks, and the delete.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireCapability } from "~/auth/user.server";
import { actionSuccess, apiFailure, parseSubmission } from "~/ui/action/index.server";
import { listQuery } from "~/ui/list";
import { roleBenchmarksContract as roleBenchmarks } from "../../api/role-benchmarks/contract";
import { deleteBenchmarkForm } from "./form.server";

export async function loadBenchmarks({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCapability(request, context, "role-benchmarks:manage");
  const query = listQuery(request, roleBenchmarks.search.query);
  const { data: benchmarks, meta } = await api.call(roleBenchmarks.search, { query });
  return { benchmarks, total: meta.total, query };
}

export async function deleteBenchmarkAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireCapability(request, context, "role-benchmarks:manage");
  const input = await parseSubmission(request, deleteBenchmarkForm);
  if (!input.ok) return input.result;
  try {
    await api.call(roleBenchmarks.remove, { params: { id: input.value.id } });
    return actionSuccess(`${input.value.name ?? "The benchmark"} was deleted.`);
  } catch (error) {
    // The status's name, not the API's wording (as the page always said).
    return apiFailure(error, { submission: input, ownMessages: [] });
  }
}
