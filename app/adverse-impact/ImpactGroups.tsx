// One table of an adverse-impact breakdown, the one way it is drawn: on the adverse-impact page (per benchmark and
// stage) and in a benchmark's fairness preview. Counts 1–4 arrive as "<5" (ADR 078).
import "@mantine/core/styles/Table.layer.css";
import { Badge, Table, Text } from "@mantine/core";
import { FOUR_FIFTHS } from "../../domain/adverse-impact";
import { formatNumber } from "../../domain/format";
import type { ImpactTableJson } from "../../api/adverse-impact/contract";

export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
export const ratio = (value: number | null) => (value === null ? "—" : value.toFixed(2));
/** Fisher's p as statisticians write it: below 0.001 as "< 0.001". */
export const pValue = (value: number | null) => (value === null ? "—" : value < 0.001 ? "< 0.001" : value.toFixed(3));
/** A count, or "<5" for a cell small enough to name a person. */
export const count = (value: number | "<5") => (typeof value === "number" ? formatNumber(value) : value);

/** One table of groups: the compared ones, then those too small to compare, then the unknown count. */
export function ImpactGroups({
  table,
  caption,
  selectedLabel,
}: {
  table: ImpactTableJson;
  caption: string;
  selectedLabel: string;
}) {
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped withTableBorder verticalSpacing={6} fz="sm" data-testid="impact-table">
        <Table.Caption style={{ captionSide: "top", textAlign: "left" }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Group</Table.Th>
            <Table.Th ta="right">People</Table.Th>
            <Table.Th ta="right">{selectedLabel}</Table.Th>
            <Table.Th ta="right">Rate</Table.Th>
            <Table.Th ta="right">Impact ratio</Table.Th>
            <Table.Th ta="right">Fisher p</Table.Th>
            <Table.Th>Four-fifths rule</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text size="sm" c="dimmed">
                  No one in this period gave this category.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {table.rows.map((r) => (
            <Table.Tr key={r.group}>
              <Table.Td>{r.label}</Table.Td>
              <Table.Td ta="right">{count(r.total)}</Table.Td>
              <Table.Td ta="right">{count(r.selected)}</Table.Td>
              <Table.Td ta="right">{percent(r.rate)}</Table.Td>
              <Table.Td ta="right">{ratio(r.impact_ratio)}</Table.Td>
              <Table.Td ta="right">{pValue(r.fisher_p)}</Table.Td>
              <Table.Td>
                {r.highest ? (
                  <Text size="xs" c="dimmed">
                    Highest rate
                  </Text>
                ) : r.flagged ? (
                  <Badge color="red" variant="light">
                    Below four fifths ({FOUR_FIFTHS})
                  </Badge>
                ) : (
                  <Text size="xs">Within</Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
          {table.excluded.map((g) => (
            <Table.Tr key={g.group}>
              <Table.Td c="dimmed">{g.label} (under 2 %, not compared)</Table.Td>
              <Table.Td ta="right" c="dimmed">
                {count(g.total)}
              </Table.Td>
              <Table.Td ta="right" c="dimmed">
                {count(g.selected)}
              </Table.Td>
              <Table.Td colSpan={4} />
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td c="dimmed">Unknown or declined</Table.Td>
            <Table.Td ta="right" c="dimmed">
              {count(table.unknown.total)}
            </Table.Td>
            <Table.Td ta="right" c="dimmed">
              {count(table.unknown.selected)}
            </Table.Td>
            <Table.Td colSpan={4} />
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
