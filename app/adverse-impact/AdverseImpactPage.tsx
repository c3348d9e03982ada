// Adverse impact: per benchmark (passing = fit at or above the threshold) and per pipeline stage transition, each
// self-identified group's selection rate, its impact ratio against the highest group, Fisher's p and the four-fifths
// flag; the fit's scoring rate; and the bias-audit pack to download (ADR 078). Counts 1–4 arrive as "<5".
import "@mantine/core/styles/Table.layer.css";
import { Button, Group, NativeSelect, NumberInput, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Form, useFetcher, useSearchParams } from "@remix-run/react";
import { useActionResult, type ActionResult } from "~/ui/action";
import { ListPageHeader } from "~/ui/list";
import { DIMENSION_LABELS, FOUR_FIFTHS, IMPACT_DIMENSIONS, type ImpactDimension } from "../../domain/adverse-impact";
import { formatDate, formatNumber } from "../../domain/format";
import type { ImpactTableJson } from "../../api/adverse-impact/contract";
import type { loadAdverseImpact } from "./adverse-impact.server";
import { ImpactGroups } from "./ImpactGroups";

export type AdverseImpactData = SerializeFrom<typeof loadAdverseImpact>;

function ThresholdForm({ companyId, threshold }: { companyId: number; threshold: number }) {
  const change = useFetcher<ActionResult<{ pass_threshold: number }>>({ key: "adverse-impact-threshold" });
  const form = useActionResult(change.data);
  return (
    <change.Form method="post">
      <input type="hidden" name="company_id" value={companyId} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NumberInput
          name="pass_threshold"
          label="Passing threshold (fit)"
          description="A candidate passes a benchmark with a fit at or above this."
          defaultValue={threshold}
          min={1}
          max={100}
          allowDecimal={false}
          error={form.error("pass_threshold")}
          style={{ flex: "1 1 220px", maxWidth: 320 }}
        />
        <Button type="submit" variant="default" loading={change.state !== "idle"}>
          Save threshold
        </Button>
      </Group>
    </change.Form>
  );
}

export function AdverseImpactPage({ impact, canSetThreshold }: AdverseImpactData) {
  const [params] = useSearchParams();
  const by = (IMPACT_DIMENSIONS as readonly string[]).includes(params.get("by") ?? "")
    ? (params.get("by") as ImpactDimension)
    : "sex";
  const benchmark =
    impact.benchmarks.find((b) => String(b.id) === params.get("benchmark")) ?? impact.benchmarks[0] ?? null;
  const pick = (tables: ImpactTableJson[]) => tables.find((t) => t.dimension === by)!;
  const scope = impact.company?.name ?? `${impact.companies} companies`;
  const period = new URLSearchParams({
    from: impact.period.from,
    to: impact.period.to,
    ...(impact.company ? { company_id: String(impact.company.id) } : {}),
  }).toString();

  return (
    <Stack gap="lg">
      <ListPageHeader
        title="Adverse impact"
        description={`Whether ${scope}'s benchmarks and hiring stages select the groups candidates said they belong to at similar rates. Self-identification is voluntary and never used to decide about anyone.`}
        action={
          <Group gap="xs">
            <Button component="a" href={`/adverse-impact.csv?${period}`} variant="default" download>
              Audit pack (CSV)
            </Button>
            <Button component="a" href={`/adverse-impact.pdf?${period}`} variant="default" download>
              Audit pack (PDF)
            </Button>
          </Group>
        }
      />
      {/* A plain GET form: the choice is in the address, so it can be shared and works without JavaScript. */}
      <Form method="get">
        {impact.company && params.get("company_id") ? (
          <input type="hidden" name="company_id" value={impact.company.id} />
        ) : null}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            name="from"
            label="From"
            defaultValue={impact.period.from}
            style={{ flex: "1 1 150px", maxWidth: 200 }}
          />
          <TextInput
            type="date"
            name="to"
            label="To"
            defaultValue={impact.period.to}
            style={{ flex: "1 1 150px", maxWidth: 200 }}
          />
          <NativeSelect
            name="by"
            label="Groups"
            defaultValue={by}
            data={IMPACT_DIMENSIONS.map((d) => ({ value: d, label: DIMENSION_LABELS[d] }))}
            style={{ flex: "1 1 180px", maxWidth: 240 }}
          />
          {impact.benchmarks.length ? (
            <NativeSelect
              name="benchmark"
              label="Benchmark"
              defaultValue={benchmark ? String(benchmark.id) : ""}
              data={impact.benchmarks.map((b) => ({ value: String(b.id), label: b.name }))}
              style={{ flex: "1 1 200px", maxWidth: 320 }}
            />
          ) : null}
          <Button type="submit" variant="default">
            Show
          </Button>
        </Group>
      </Form>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text size="sm" data-testid="impact-summary">
            {formatDate(impact.period.from)} to {formatDate(impact.period.to)}: {formatNumber(impact.candidates)}{" "}
            candidates assessed, {formatNumber(impact.self_identified)} of them gave their sex or race/ethnicity.
          </Text>
          <Text size="xs" c="dimmed">
            Impact ratio: a group&apos;s rate divided by the highest group&apos;s; under {FOUR_FIFTHS} is flagged (the
            four-fifths rule). Fisher p: how likely a difference this large is by chance. Groups under 2 % of the people
            are not compared; counts from 1 to 4 show as &quot;&lt;5&quot;.
          </Text>
          {impact.company && impact.pass_threshold !== null ? (
            canSetThreshold ? (
              <ThresholdForm
                key={impact.pass_threshold}
                companyId={impact.company.id}
                threshold={impact.pass_threshold}
              />
            ) : (
              <Text size="sm">Passing threshold: a fit of {impact.pass_threshold} or more.</Text>
            )
          ) : (
            <Text size="sm">Passing threshold: each company&apos;s own.</Text>
          )}
        </Stack>
      </Paper>
      <section aria-labelledby="benchmark-heading">
        <Title order={2} size="h4" id="benchmark-heading" mb="xs">
          {benchmark ? `Benchmark: ${benchmark.name}` : "Benchmarks"}
        </Title>
        {benchmark ? (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Version {benchmark.version}, in use since {formatDate(benchmark.version_date)}.{" "}
              {formatNumber(benchmark.candidates)} candidates with a fit; median fit {benchmark.median_fit ?? "—"}.
            </Text>
            <ImpactGroups
              table={pick(benchmark.passing)}
              caption={`Passing (fit of ${impact.pass_threshold ?? "the company's threshold"} or more), by ${DIMENSION_LABELS[by].toLowerCase()}`}
              selectedLabel="Passing"
            />
            <ImpactGroups
              table={pick(benchmark.scoring)}
              caption={`Scoring rate (fit above the median), by ${DIMENSION_LABELS[by].toLowerCase()}`}
              selectedLabel="Above median"
            />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No benchmark applies yet.
          </Text>
        )}
      </section>
      <section aria-labelledby="stages-heading">
        <Title order={2} size="h4" id="stages-heading" mb="xs">
          Pipeline stages
        </Title>
        {impact.stages.length ? (
          <Stack gap="md">
            {impact.stages.map((s) => (
              <ImpactGroups
                key={`${s.from}\u0000${s.to}`}
                table={pick(s.tables)}
                caption={`${s.from} to ${s.to}: ${s.moved} of ${s.reached} moved on`}
                selectedLabel="Moved on"
              />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No one was moved between stages in this period.
          </Text>
        )}
      </section>
      <Text size="xs" c="dimmed">
        The audit pack holds every table for every benchmark and stage, with the period, the data source and each
        benchmark&apos;s distribution date, for an independent auditor.
      </Text>
    </Stack>
  );
}
