// Benchmark scores (/survey-results/{id}/benchmarks): the person's fit to every role benchmark that applies to their
// company, best fit first, each linking to the profile page's fit panel for the trait-by-trait detail.
import { Alert, Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconHourglass } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import brand from "~brand";
import { DownloadPdfButton } from "~/survey-answers/DownloadPdfButton";
import { PersonHeader } from "~/survey-answers/PersonHeader";
import { ScoreBandBadge } from "~/ui/ScoreBandBadge";
import { possessive } from "~domain/text";
import type { loadBenchmarkScores } from "./benchmark-scores.server";
import classes from "./benchmark-scores.module.css";
import { anyPending, type BenchmarkFit } from "./model";

export type BenchmarkScoresData = SerializeFrom<typeof loadBenchmarkScores>;

export function BenchmarkScoresPage({ person, fits, superAdmin }: BenchmarkScoresData) {
  const pending = anyPending(fits);
  usePollWhile(pending);
  const company = person.company.name;

  return (
    <Stack gap="lg" maw={1100}>
      <PersonHeader
        person={person}
        current="benchmarks"
        // No fit exists before the assessment is finished, so neither does its PDF.
        actions={
          person.finished ? <DownloadPdfButton href={`/survey-results/${person.id}/benchmarks.pdf`} /> : undefined
        }
      />
      <Card withBorder padding="lg" component="section" aria-labelledby="benchmark-scores">
        <Title order={2} size="h4" id="benchmark-scores" mb="xs">
          Fit to the role benchmarks
        </Title>
        {!person.finished ? (
          <Text size="sm" data-testid="benchmarks-empty">
            {person.first} has not finished the {brand.wording.assessment} yet ({person.answered_count} of 120
            answered). The fit to each role benchmark appears here once it is submitted.
          </Text>
        ) : fits.length === 0 ? (
          <Stack gap="xs" data-testid="benchmarks-empty">
            <Text size="sm">No role benchmark applies to {company} yet.</Text>
            {superAdmin ? (
              <Anchor component={Link} to="/role-benchmarks/add" size="sm">
                Add a role benchmark
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                Role benchmarks are set up by {possessive(brand.name, "’")} administrators; ask them to add one for{" "}
                {company}.
              </Text>
            )}
          </Stack>
        ) : (
          <>
            <Text size="sm" c="dimmed" mb="sm">
              How closely {possessive(person.first, "’")} profile matches each role benchmark for {company}, best fit
              first. A fit of 100 means every trait lies inside the benchmark’s target range.
            </Text>
            {pending ? (
              <Alert color="blue" variant="light" mb="sm" role="status">
                Some fits are being calculated (a benchmark changed recently); they appear here as soon as they are
                ready.
              </Alert>
            ) : null}
            <ol className={classes.list} aria-label="Role benchmarks, best fit first">
              {fits.map((fit) => (
                <FitRow key={fit.id} fit={fit} resultId={person.id} company={company} />
              ))}
            </ol>
          </>
        )}
      </Card>
    </Stack>
  );
}

function FitRow({ fit, resultId, company }: { fit: BenchmarkFit; resultId: number; company: string }) {
  return (
    <li className={classes.row} data-testid="benchmark-fit">
      <div className={classes.name}>
        <Text fw={600} size="sm">
          {fit.name}
        </Text>
        <Text size="xs" c="dimmed">
          {fit.forAllCompanies ? "For all companies" : `${possessive(company, "’")} own`}
        </Text>
      </div>
      <div className={classes.bar} aria-hidden>
        {fit.fit !== null && fit.band ? (
          <div className={classes.fill} style={{ width: `${fit.fit}%`, background: brand.scoreBandColors[fit.band] }} />
        ) : null}
      </div>
      <div className={classes.score}>
        {fit.fit !== null ? (
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed">
              Fit
            </Text>
            <ScoreBandBadge value={fit.fit} showBand />
          </Group>
        ) : (
          <Group gap={4} wrap="nowrap">
            <IconHourglass size={14} aria-hidden />
            <Text size="xs" c="dimmed">
              Being calculated
            </Text>
          </Group>
        )}
      </div>
      <Anchor
        component={Link}
        to={`/survey-results/${resultId}?benchmark=${fit.id}`}
        size="sm"
        className={classes.link}
        aria-label={`See the fit to ${fit.name}`}
      >
        See the fit
      </Anchor>
    </li>
  );
}

/**
 * While a fit is being calculated, the page reloads its data every few seconds, for a few minutes at most (a
 * re-scoring job that failed would otherwise keep it polling).
 */
function usePollWhile(busy: boolean, ms = 3000, maxMs = 180_000) {
  const revalidator = useRevalidator();
  // The deadline counts from the page's first render: every reload hands the effect a new revalidator.
  const until = useRef(0);
  if (until.current === 0 && typeof window !== "undefined") until.current = Date.now() + maxMs;
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => {
      if (Date.now() > until.current) clearInterval(timer);
      else if (revalidator.state === "idle") revalidator.revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [busy, ms, revalidator]);
}
