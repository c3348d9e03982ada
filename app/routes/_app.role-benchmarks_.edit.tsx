import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { ApiRequestError, notFound } from "~/api/client.server";
import { requireCapability } from "~/auth/user.server";
import { BenchmarkForm } from "~/role-benchmarks/BenchmarkForm";
import { benchmarkFailure, parseBenchmarkForm } from "~/role-benchmarks/form.server";
import { loadSavedImpact, seesImpact } from "~/role-benchmarks/impact.server";
import { rescoreBusy } from "~/role-benchmarks/model";
import { RescoreProgress, usePollWhile } from "~/role-benchmarks/RescoreProgress";
import { SavedImpact } from "~/role-benchmarks/SavedImpact";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { useActionResult } from "~/ui/action";
import { actionSuccess } from "~/ui/action/index.server";
import { companiesContract } from "../../api/companies/contract";
import { roleBenchmarksContract as benchmarks } from "../../api/role-benchmarks/contract";

function idOf(request: Request) {
  const id = Number(new URL(request.url).searchParams.get("id"));
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
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

export async function action({ request, context }: ActionFunctionArgs) {
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

export default function EditRoleBenchmark() {
  const { benchmark, companies, showImpact, impact } = useLoaderData<typeof loader>();
  const form = useActionResult(useActionData<typeof action>());
  usePollWhile(rescoreBusy(benchmark));

  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Anchor component={Link} to="/role-benchmarks" size="sm">
          Role Benchmarks
        </Anchor>
        <Title order={1} size="h2">
          Edit {benchmark.name}
        </Title>
        <Text size="sm" c="dimmed">
          Version {benchmark.version} · {benchmark.company?.name ?? "All companies"}
        </Text>
      </div>
      <Card withBorder padding="lg">
        <RescoreProgress benchmark={benchmark} />
      </Card>
      <Card withBorder padding="lg">
        <BenchmarkForm
          key={benchmark.id}
          initial={{
            name: benchmark.name,
            description: benchmark.description ?? "",
            companyId: benchmark.company?.id ?? null,
            targets: benchmark.targets,
            modelSurveyResultId: null,
          }}
          companies={companies}
          errors={form.errors}
          submitLabel="Save changes"
          impactPreview={showImpact}
        />
      </Card>
      {showImpact ? (
        <Card withBorder padding="lg">
          <SavedImpact
            benchmarkId={benchmark.id}
            impact={impact}
            waiting={rescoreBusy(benchmark)}
            forEveryCompany={benchmark.company === null}
            companies={companies}
          />
        </Card>
      ) : null}
    </Stack>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: `Edit ${d?.benchmark.name ?? "role benchmark"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
