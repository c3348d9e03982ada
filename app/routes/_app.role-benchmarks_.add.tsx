import { Alert, Anchor, Button, Card, Checkbox, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch, IconUserStar } from "@tabler/icons-react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import brand from "~brand";
import { targetsFromProfile } from "~domain/assessment/fit";
import { ApiRequestError } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { BenchmarkForm, type BenchmarkFormValues } from "~/benchmarks/BenchmarkForm";
import { requireSuperAdmin, saveBenchmark } from "~/benchmarks/form.server";
import { OPEN_TARGETS } from "~/benchmarks/model";
import { fullName, type SurveyResultJson, type SurveyResultSearchJson } from "~/candidates/model";
import { DomainBadges } from "~/candidates/DomainBadges";
import type { SurveyResultDetailJson } from "~/report/model";
import { toastFlashFor } from "~/toast.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { showFieldErrors } from "~/ui/toasts";

const SPREADS = [5, 10, 15, 20];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { profile, api } = await requireUser(request, context);
  requireSuperAdmin(profile.auth_role);
  const params = new URL(request.url).searchParams;
  const spread = SPREADS.includes(Number(params.get("spread"))) ? Number(params.get("spread")) : 10;
  const facets = params.get("facets") === "true";
  const modelSearch = (params.get("model_search") ?? "").trim().slice(0, 100);
  const modelId = Number(params.get("model"));

  const companies = (await api.get<{ data: { id: number; name: string }[] }>("/companies")).data.map((c) => ({
    id: c.id,
    name: c.name,
  }));
  let model: SurveyResultDetailJson | null = null;
  if (Number.isInteger(modelId) && modelId > 0) {
    try {
      model = (await api.get<{ data: SurveyResultDetailJson }>(`/survey-results/${modelId}`)).data;
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
    }
  }
  let candidates: SurveyResultJson[] = [];
  if (modelSearch) {
    const found = await api.get<SurveyResultSearchJson>("/survey-results/search", {
      query: { search: modelSearch, limit: 10, include_archived: true, sort_by: "name", order_by: "asc" },
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
  const { saved, failure } = await saveBenchmark(api, await request.formData());
  if (!saved) return failure;
  return toastFlashFor(context.services).redirectWithToast(`/role-benchmarks/edit?id=${saved.id}`, {
    kind: "success",
    message: `${saved.name} was created; its fit scores are being computed.`,
  });
}

export default function AddRoleBenchmark() {
  const { companies, initial, model, modelSearch, candidates, spread, facets } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  useEffect(() => {
    if (result && !result.ok) showFieldErrors(result.messages);
  }, [result]);

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
          problems={result && !result.ok ? result.problems : {}}
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
