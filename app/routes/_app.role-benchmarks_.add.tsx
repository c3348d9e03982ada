import { Alert, Anchor, Button, Card, Checkbox, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch, IconUserStar } from "@tabler/icons-react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { targetsFromProfile } from "~domain/assessment/fit";
import { ApiRequestError } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { BenchmarkForm, type BenchmarkFormValues } from "~/benchmarks/BenchmarkForm";
import { benchmarkFailure, parseBenchmarkForm, requireSuperAdmin } from "~/benchmarks/form.server";
import { OPEN_TARGETS } from "~/benchmarks/model";
import { fullName, type SurveyResultJson } from "~/candidates/model";
import { DomainBadges } from "~/candidates/DomainBadges";
import type { SurveyResultDetailJson } from "~/report/model";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { useActionResult } from "~/ui/action";
import { redirectWithSuccess } from "~/ui/action/index.server";
import { companiesContract } from "../../api/companies/contract";
import { roleBenchmarksContract as benchmarks } from "../../api/role-benchmarks/contract";
import { surveyResultsContract as surveyResults } from "../../api/survey-results/contract";

const SPREADS = [5, 10, 15, 20];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { profile, api } = await requireUser(request, context);
  requireSuperAdmin(profile.auth_role);
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
  return { companies, initial, model, modelSearch, candidates, spread, facets };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { profile, api } = await requireUser(request, context);
  requireSuperAdmin(profile.auth_role);
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

export default function AddRoleBenchmark() {
  const { companies, initial, model, modelSearch, candidates, spread, facets } = useLoaderData<typeof loader>();
  const form = useActionResult(useActionData<typeof action>());

  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Anchor component={Link} to="/role-benchmarks" size="sm">
          Role Benchmarks
        </Anchor>
        <Title order={1} size="h2">
          Add role benchmark
        </Title>
      </div>

      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Group gap="xs">
            <IconUserStar size={20} aria-hidden />
            <Title order={2} size="h4">
              Model after a top performer
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            Start from someone who does the role well: each range is set around their percentiles.
          </Text>
          <Form method="get">
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label="Find a person"
                name="model_search"
                type="search"
                placeholder="Name or e-mail starts with…"
                defaultValue={modelSearch}
                leftSection={<IconSearch size={16} aria-hidden />}
                style={{ flex: "1 1 220px" }}
              />
              <Select
                label="Range around each percentile"
                name="spread"
                data={SPREADS.map((s) => ({ value: String(s), label: `± ${s}` }))}
                defaultValue={String(spread)}
                allowDeselect={false}
                w={200}
              />
              <Checkbox label="Include facets" name="facets" value="true" defaultChecked={facets} mb={8} />
              {model ? <input type="hidden" name="model" value={model.id} /> : null}
              <Button type="submit" variant="default">
                {model ? "Apply" : "Search"}
              </Button>
            </Group>
          </Form>
          {modelSearch && candidates.length === 0 ? (
            <Text size="sm" c="dimmed">
              No one with a finished assessment matches “{modelSearch}”.
            </Text>
          ) : null}
          {candidates.length ? (
            <Stack
              gap={6}
              component="ul"
              style={{ listStyle: "none", padding: 0, margin: 0 }}
              aria-label="People found"
            >
              {candidates.map((c) => (
                <Group key={c.id} component="li" justify="space-between" wrap="wrap" gap="xs">
                  <div>
                    <Text size="sm" fw={500}>
                      {fullName(c)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {c.role_name} · {c.company.name}
                    </Text>
                  </div>
                  <Group gap="sm">
                    <DomainBadges domains={c.domains} />
                    <Button
                      component={Link}
                      to={`?${new URLSearchParams({ model: String(c.id), spread: String(spread), ...(facets && { facets: "true" }) })}`}
                      size="xs"
                      variant="light"
                      aria-label={`Model after ${fullName(c)}`}
                    >
                      Use
                    </Button>
                  </Group>
                </Group>
              ))}
            </Stack>
          ) : null}
          {model ? (
            <Alert color="teal" variant="light" data-testid="model-note">
              Modelled after {model.first} {model.last} ({model.role_name}, {model.company.name}): ranges of ± {spread}{" "}
              around their percentiles{facets ? ", facets included" : ""}. Adjust them below.
            </Alert>
          ) : null}
        </Stack>
      </Card>

      <Card withBorder padding="lg">
        <BenchmarkForm
          key={`${model?.id ?? "new"}-${spread}-${facets}`}
          initial={initial}
          companies={companies}
          errors={form.errors}
          submitLabel="Create benchmark"
        />
      </Card>
    </Stack>
  );
}

export const meta: MetaFunction = () => [{ title: `Add role benchmark | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
