import { Alert, Anchor, Group, Select, Stack, Table, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { fitScore, type TargetRange } from "~domain/assessment/fit";
import type { AssessmentScores } from "~domain/assessment/scoring";
import { DOMAIN_NAMES, facetName, type DomainCode, type FacetCode, type ScaleCode } from "~domain/assessment/traits";
import { ScoreBandBadge } from "~/ui/ScoreBandBadge";
import type { BenchmarkJson, FitScoreJson } from "./model";
import classes from "./report.module.css";

const traitName = (code: ScaleCode) =>
  code.length === 1 ? DOMAIN_NAMES[code as DomainCode] : facetName(code as FacetCode);
const rangeText = (r: TargetRange) => `${r.min}–${r.max}`;

/**
 * The fit to a chosen role benchmark: the stored fit score (0–100, with its band) that the re-scoring job keeps
 * current, and trait by trait where the candidate stands against the target range.
 */
export function FitPanel({
  scores,
  benchmarks,
  fits,
  selectedId,
  onSelect,
  modelHref,
}: {
  scores: AssessmentScores;
  benchmarks: BenchmarkJson[];
  fits: FitScoreJson[];
  selectedId: number | null;
  onSelect(id: number | null): void;
  /** Where a super admin models a new benchmark after this candidate. */
  modelHref: string | null;
}) {
  const benchmark = benchmarks.find((b) => b.id === selectedId) ?? null;
  const stored = benchmark ? fits.find((f) => f.role_benchmark.id === benchmark.id) : undefined;
  const detail = benchmark
    ? fitScore(
        (code) =>
          (code.length === 1 ? scores.domains[code as DomainCode] : scores.facets[code as FacetCode]).percentile,
        benchmark.targets,
      )
    : null;
  const pending = stored && (stored.stale || stored.fit === null);

  if (benchmarks.length === 0) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          No role benchmark applies to this company yet.
        </Text>
        {modelHref ? (
          <Anchor component={Link} to={modelHref} size="sm" className="no-print">
            Model a benchmark after this person
          </Anchor>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label="Role benchmark"
          data={benchmarks.map((b) => ({ value: String(b.id), label: b.name }))}
          value={benchmark ? String(benchmark.id) : null}
          onChange={(v) => onSelect(v ? Number(v) : null)}
          placeholder="Choose a benchmark"
          allowDeselect={false}
          w={260}
          className="no-print"
        />
        {benchmark ? (
          <Group gap="xs" align="center" data-testid="fit-score">
            <Text size="sm" fw={500}>
              Fit to {benchmark.name}:
            </Text>
            {stored && stored.fit !== null && !stored.stale ? (
              <ScoreBandBadge value={stored.fit} showBand size="lg" />
            ) : (
              <Text size="sm" c="dimmed">
                {pending ? "being re-scored…" : "not scored yet"}
              </Text>
            )}
          </Group>
        ) : null}
      </Group>
      {pending ? (
        <Alert color="blue" variant="light" className="no-print">
          This benchmark changed recently; its fit scores are being recalculated in the background.
        </Alert>
      ) : null}
      {benchmark && detail ? (
        // On a phone each row stacks: the trait's name, then its three figures, each labelled. The explicit roles keep
        // it a table for assistive technology once CSS changes how its rows are displayed.
        <div className={`${classes.fitTable} ${classes.stackTable}`}>
          <Table.ScrollContainer minWidth={0}>
            <Table withTableBorder striped verticalSpacing={4} data-testid="fit-table" role="table">
              <Table.Caption>
                Each trait fits 100 inside its target range and loses 2 points per percentile point outside it.
              </Table.Caption>
              <Table.Thead role="rowgroup">
                <Table.Tr role="row">
                  <Table.Th scope="col" role="columnheader">
                    Trait
                  </Table.Th>
                  <Table.Th scope="col" role="columnheader" ta="right">
                    Percentile
                  </Table.Th>
                  <Table.Th scope="col" role="columnheader">
                    Target
                  </Table.Th>
                  <Table.Th scope="col" role="columnheader" ta="right">
                    Trait fit
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody role="rowgroup">
                {detail.traits.map((t) => (
                  <Table.Tr key={t.code} role="row">
                    <Table.Th scope="row" role="rowheader" fw={t.code.length === 1 ? 600 : 400}>
                      {traitName(t.code)}
                    </Table.Th>
                    <Table.Td role="cell" ta="right" data-label="Percentile">
                      {t.percentile}
                    </Table.Td>
                    <Table.Td role="cell" data-label="Target">
                      {rangeText(t.target)}
                    </Table.Td>
                    <Table.Td role="cell" ta="right" data-label="Trait fit">
                      {t.distance === 0 ? "100 (inside)" : t.fit}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
      ) : null}
      {modelHref ? (
        <Anchor component={Link} to={modelHref} size="sm" className="no-print">
          Model a new benchmark after this person
        </Anchor>
      ) : null}
    </Stack>
  );
}
