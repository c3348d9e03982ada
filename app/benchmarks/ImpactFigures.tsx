import "@mantine/core/styles/Table.layer.css";
import { Alert, Badge, Stack, Table, Text, Title } from "@mantine/core";
import {
  count,
  DIMENSION_LABELS,
  flaggedCount,
  impactBasis,
  impactGap,
  percent,
  pValue,
  ratio,
  type ImpactFiguresJson,
  type ImpactTableJson,
} from "./impact";

function ImpactTable({ table, testId }: { table: ImpactTableJson; testId: string }) {
  const title = DIMENSION_LABELS[table.dimension];
  if (table.rows.length === 0 && table.excluded.length === 0) return null;
  return (
    <Stack gap={4} data-testid={`${testId}-${table.dimension}`}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {/* Wide on a phone: the table scrolls sideways inside its own box, the page does not. */}
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder fz="sm" verticalSpacing={4}>
          <Table.Caption>
            {`Selection rate per ${title.toLowerCase()} group and its impact ratio against the highest group`}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Group</Table.Th>
              <Table.Th scope="col" ta="right">
                Candidates
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Passing
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Selection rate
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Impact ratio
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Fisher p
              </Table.Th>
              <Table.Th scope="col">Four-fifths rule</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((r) => (
              <Table.Tr key={r.group} data-group={r.group}>
                <Table.Th scope="row" fw={400}>
                  {r.label}
                </Table.Th>
                <Table.Td ta="right">{count(r.total)}</Table.Td>
                <Table.Td ta="right">{count(r.selected)}</Table.Td>
                <Table.Td ta="right">{percent(r.rate)}</Table.Td>
                <Table.Td ta="right" data-testid="impact-ratio">
                  {r.highest ? "1.00 (highest)" : ratio(r.impact_ratio)}
                </Table.Td>
                <Table.Td ta="right">{pValue(r.fisher_p)}</Table.Td>
                <Table.Td>
                  {r.flagged ? (
                    <Badge color="red" variant="light" size="sm">
                      Below four fifths
                    </Badge>
                  ) : (
                    <Text size="xs" c="dimmed" span>
                      Met
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {table.excluded.length ? (
        <Text size="xs" c="dimmed">
          {"Not compared (under 2% of those who said): "}
          {table.excluded.map((g) => `${g.label} (${count(g.selected)} of ${count(g.total)} passing)`).join("; ")}.
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {`Not known or declined: ${count(table.unknown.selected)} of ${count(table.unknown.total)} passing.`}
      </Text>
    </Stack>
  );
}

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
        ? impact.tables.map((t) => <ImpactTable key={t.dimension} table={t} testId={testId} />)
        : null}
    </Stack>
  );
}
