import "@mantine/core/styles/Table.layer.css";
import { Table } from "@mantine/core";
import { BRAND_STEPS, stepLabel, type StepCounts } from "../../api/campaigns/contract";

/** A campaign's counts of the brand's steps as a table, one row per channel or day. */
export function CampaignCountsTable({
  rows,
  first,
  caption,
}: {
  rows: (StepCounts & { key: string; label: string })[];
  first: string;
  caption: string;
}) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{first}</Table.Th>
            {BRAND_STEPS.map((s) => (
              <Table.Th key={s} scope="col" ta="right">
                {stepLabel(s)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                {row.label}
              </Table.Th>
              {BRAND_STEPS.map((s) => (
                <Table.Td key={s} ta="right">
                  {row[s] ?? 0}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
