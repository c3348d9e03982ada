import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { TargetRange } from "~domain/assessment/fit";
import { withinErrorOfRange } from "~domain/assessment/precision";
import { DOMAIN_NAMES, facetName, type DomainCode, type FacetCode, type ScaleCode } from "~domain/assessment/traits";
import { ScoreBandBadge } from "~/ui/ScoreBandBadge";
import type { CandidateFitJson } from "./model";
import classes from "./report.module.css";

const traitName = (code: string) =>
  code.length === 1 ? DOMAIN_NAMES[code as DomainCode] : facetName(code as FacetCode);
const rangeText = (r: TargetRange) => `${r.min}–${r.max}`;

/**
 * The candidate's one fit (ADR 056): the benchmark the whole page uses and why (the job's, else the role's, else none,
 * or the one picked here for the page), the stored fit score with its band, trait by trait where the candidate stands
 * against the target ranges, and which facets the fit leaves out. Without a benchmark there is no number: it says
 * why and offers the picker.
 */
export function FitPanel({
  fit,
  firstName,
  onPick,
  modelHref,
  retake,
}: {
  fit: CandidateFitJson;
  firstName: string;
  /** Picks a benchmark for the whole page; null goes back to the rule's. */
  onPick(id: number | null): void;
  /** Where a super admin models a new benchmark after this candidate. */
  modelHref: string | null;
  /** The way to ask for a retake, shown when the answers were judged unreliable (no fit). */
  retake?: React.ReactNode;
}) {
  const { benchmark } = fit;
  const pending = fit.state === "stale" || fit.state === "not_scored";
  const modelLink = modelHref ? (
    <Anchor component={Link} to={modelHref} size="sm" className="no-print">
      Model a new benchmark after this person
    </Anchor>
  ) : null;

  if (fit.benchmarks.length === 0) {
    return (
      <Stack gap="xs">
        <Text size="sm" data-testid="fit-reason">
          No fit: no role benchmark applies to {firstName}&apos;s company yet.
        </Text>
        {modelLink}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {benchmark ? (
        <Text size="sm" data-testid="fit-reason">
          Measured against <strong>{benchmark.name}</strong>: {fit.reason}
          {fit.default_reason ? ` (without a pick, this page uses ${fit.default_reason})` : ""}.
        </Text>
      ) : (
        <Text size="sm" data-testid="fit-reason">
          No fit: there is {fit.reason}. Pick a benchmark below to measure {firstName} against one for this page.
        </Text>
      )}
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label="Role benchmark"
          description="Used by the fit, the interview questions and the summary on this page"
          // Without a benchmark the first choice says so; picking one is the only way on (no empty pick).
          data={[
            ...(benchmark ? [] : [{ value: "", label: "Choose a benchmark", disabled: true }]),
            ...fit.benchmarks.map((b) => ({ value: String(b.id), label: b.name })),
          ]}
          value={benchmark ? String(benchmark.id) : ""}
          onChange={(event) => event.currentTarget.value && onPick(Number(event.currentTarget.value))}
          w={{ base: "100%", xs: 300 }}
          className="no-print"
        />
        {fit.source === "picked" ? (
          <Button variant="subtle" size="compact-sm" onClick={() => onPick(null)} className="no-print">
            {fit.default_benchmark_id === null ? "Clear the pick" : "Back to the default benchmark"}
          </Button>
        ) : null}
        {benchmark ? (
          <Group gap="xs" align="center" data-testid="fit-score">
            <Text size="sm" fw={500}>
              Fit to {benchmark.name}:
            </Text>
            {fit.state === "scored" && fit.fit !== null ? (
              <ScoreBandBadge value={fit.fit} showBand size="lg" />
            ) : (
              <Text size="sm" c="dimmed">
                {pending ? "being calculated…" : "—"}
              </Text>
            )}
          </Group>
        ) : null}
      </Group>
      {fit.state === "unreliable" ? (
        <Alert color="red" variant="light" data-testid="fit-unreliable">
          <Stack gap="xs">
            <Text size="sm">
              No fit: {firstName}&apos;s answers were judged unreliable (see &ldquo;How sure is this result&rdquo;), so
              this assessment is not scored for fit or ranked. A retake keeps both assessments.
            </Text>
            {retake}
          </Stack>
        </Alert>
      ) : null}
      {fit.state === "stale" ? (
        <Alert color="blue" variant="light" className="no-print">
          This benchmark or how fit is computed changed recently; the fit score is being recalculated in the background.
        </Alert>
      ) : null}
      {benchmark && fit.traits.length ? (
        // On a phone each row stacks: the trait's name, then its three figures, each labelled. The explicit roles keep
        // it a table for assistive technology once CSS changes how its rows are displayed.
        <div className={`${classes.fitTable} ${classes.stackTable}`}>
          <div className={classes.tableScroll}>
            <table className={classes.table} data-testid="fit-table" role="table">
              <caption>
                Each trait fits 100 inside its target range and loses 2 points per percentile point outside it.
                &ldquo;Within error&rdquo;: the trait lies outside its range by less than its measurement error, so the
                questionnaire cannot tell it from inside.
              </caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">
                    Trait
                  </th>
                  <th scope="col" role="columnheader" className={classes.number}>
                    Percentile
                  </th>
                  <th scope="col" role="columnheader">
                    Target
                  </th>
                  <th scope="col" role="columnheader" className={classes.number}>
                    Trait fit
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {fit.traits.map((t) => (
                  <tr key={t.code} role="row">
                    <th scope="row" role="rowheader" className={t.code.length === 1 ? classes.domainTrait : undefined}>
                      {traitName(t.code)}
                    </th>
                    <td role="cell" className={classes.number} data-label="Percentile">
                      {t.percentile}
                    </td>
                    <td role="cell" data-label="Target">
                      {rangeText(t.target)}
                    </td>
                    <td role="cell" className={classes.number} data-label="Trait fit">
                      {t.distance === 0
                        ? "100 (inside)"
                        : withinErrorOfRange(t.code as ScaleCode, t.percentile, t.target)
                          ? `${t.fit} (within error)`
                          : t.fit}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
      {benchmark && fit.excluded_facets.length ? (
        <Text size="sm" c="dimmed" data-testid="fit-excluded">
          Not used for fit: {fit.excluded_facets.map((f) => f.name).join(", ")}. These facets are close to health, so
          fit and ranking leave them out unless the company records why its roles need them.
        </Text>
      ) : null}
      {modelLink}
    </Stack>
  );
}
