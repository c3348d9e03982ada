import { Alert, Stack, Text } from "@mantine/core";
import { ImpactGroups } from "~/adverse-impact/ImpactGroups";
import { DIMENSION_LABELS, flaggedCount, impactBasis, impactGap, type ImpactFiguresJson } from "./impact";

/**
 * A benchmark's fairness figures on a company's candidates of the last 12 months: per group, the share passing, the
 * impact ratio against the highest group, Fisher's p and the four-fifths flag; counts under 5 as "<5". The preview
 * and the saved benchmark's page both show them through here.
 */
export function ImpactFigures({ impact, testId }: { impact: ImpactFiguresJson; testId: string }) {
  const gap = impactGap(impact);
  const flagged = flaggedCount(impact);
  return (
    <Stack gap="sm" data-testid={testId}>
      <Text size="sm" data-testid={`${testId}-basis`}>
        {impactBasis(impact)}
      </Text>
      {gap ? (
        <Alert color="gray" variant="light" data-testid={`${testId}-gap`}>
          {gap}
        </Alert>
      ) : flagged ? (
        <Alert color="red" variant="light" data-testid={`${testId}-flagged`}>
          {`${flagged === 1 ? "One group passes" : `${flagged} groups pass`} at under four fifths of the highest ` +
            "group's rate: evidence of adverse impact under the four-fifths rule. Check whether the ranges are needed " +
            "for the work."}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          No group passes at under four fifths of the highest group&apos;s rate.
        </Text>
      )}
      {impact.candidates > 0
        ? impact.tables.map((t) => (
            <div key={t.dimension} data-testid={`${testId}-${t.dimension}`}>
              <ImpactGroups
                table={t}
                caption={`Passing (fit of ${impact.pass_threshold} or more), by ${DIMENSION_LABELS[t.dimension].toLowerCase()}`}
                selectedLabel="Passing"
              />
            </div>
          ))
        : null}
    </Stack>
  );
}
