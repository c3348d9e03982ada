// The add page (/role-benchmarks/add): model the benchmark after a top performer, or set its ranges by hand.
import { Alert, Anchor, Button, Card, Checkbox, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch, IconUserStar } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { DomainBadges } from "~/survey-results/DomainBadges";
import { fullName } from "~/survey-results/list-model";
import { useActionResult } from "~/ui/action";
import type { addBenchmarkAction, loadAddBenchmark } from "./add.server";
import { BenchmarkForm } from "./BenchmarkForm";
import { SPREADS } from "./model";

/** The loader's answer (app/role-benchmarks/add.server.ts). */
export type AddBenchmarkData = SerializeFrom<typeof loadAddBenchmark>;

export function AddBenchmarkPage({
  companies,
  initial,
  model,
  modelSearch,
  candidates,
  spread,
  facets,
  showImpact,
}: AddBenchmarkData) {
  const form = useActionResult(useActionData<typeof addBenchmarkAction>());

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
          {/*
            One GET form holds the search, the spread, "Include facets" and each person's Use button, so Use sends
            what the form shows now (a link would carry the page's old choices and drop a box ticked since).
          */}
          <Form method="get">
            <Stack gap="sm">
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
                {/* First submit button: Enter in the search box keeps the person chosen, as Apply does. */}
                <Button type="submit" variant="default" {...(model && { name: "model", value: String(model.id) })}>
                  {model ? "Apply" : "Search"}
                </Button>
              </Group>
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
                          type="submit"
                          name="model"
                          value={String(c.id)}
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
            </Stack>
          </Form>
          {model ? (
            <Alert color="teal" variant="light" data-testid="model-note">
              Modeled after {model.first} {model.last} ({model.role_name}, {model.company.name}): ranges of ± {spread}{" "}
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
          impactPreview={showImpact}
        />
      </Card>
    </Stack>
  );
}
