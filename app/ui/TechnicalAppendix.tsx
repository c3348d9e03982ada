import "@mantine/core/styles/Table.layer.css";
// The technical appendix of a report: each scale's name in the product beside its IPIP-NEO-120 name and code, for
// qualified readers (a psychologist, an auditor). Closed until opened: the inventory's names read as diagnoses to
// anyone else (ARCHITECTURE.md "Responsible assessment"). A native <details>, so it opens without JavaScript.
import { Table, Text } from "@mantine/core";
import { GLOSSARY_INTRO, SCALE_GLOSSARY } from "~domain/assessment/traits";
import classes from "./TechnicalAppendix.module.css";

export function TechnicalAppendix() {
  return (
    <details className={classes.details} data-testid="technical-appendix">
      <summary className={classes.summary}>Technical appendix: scale names and codes</summary>
      <Text size="sm" c="dimmed" my="xs">
        {GLOSSARY_INTRO}
      </Text>
      <Table.ScrollContainer minWidth={0}>
        <Table withTableBorder verticalSpacing={2} fz="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Code</Table.Th>
              <Table.Th scope="col">Name in this report</Table.Th>
              <Table.Th scope="col">IPIP-NEO-120 scale</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SCALE_GLOSSARY.map((row) => (
              <Table.Tr key={row.code}>
                <Table.Td>{row.code}</Table.Td>
                <Table.Th scope="row" fw={row.kind === "domain" ? 700 : 400}>
                  {row.name}
                </Table.Th>
                <Table.Td>{row.ipipName}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </details>
  );
}
