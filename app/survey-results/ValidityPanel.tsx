import "@mantine/core/styles/Table.layer.css";
// "How sure is this result" on the report: the verdict, its reasons in plain words, the indices behind it for a
// qualified reader (collapsed), and for an unreliable result the way to ask for a retake that keeps both assessments.
import { Button, Group, List, Stack, Table, Text } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import brand from "~brand";
import type { ResponseValidity } from "~domain/assessment/validity-types";
import { useActionResult, type ActionResult } from "~/ui/action";
// Its own module, not the list kit's index: the index would bring the list table's code and stylesheet to the report.
import { ConfirmDialog } from "~/ui/list/ConfirmDialog";
import { ValidityBadge } from "./ValidityBadge";

const SUMMARY: Record<ResponseValidity["verdict"], (first: string) => string> = {
  ok: () => "The answers look considered and consistent: read the profile as it is.",
  review: () =>
    "Some answers look hurried or inconsistent. Read the profile with this in mind and check what matters in conversation.",
  unreliable: (first) =>
    `These answers do not read as a considered self-description, so this profile is not scored for fit or ranked. Ask ${first} to take the ${brand.wording.assessment} again: both are kept.`,
};

const fixed = (value: number | null, digits: number) => (value === null ? "–" : value.toFixed(digits));

export function ValidityPanel({
  validity,
  first,
  email,
  canRetake,
}: {
  validity: ResponseValidity;
  first: string;
  email: string;
  /** Whether this reader may send the retake (the report's current assessment, not an earlier one). */
  canRetake: boolean;
}) {
  const { indices } = validity;
  return (
    <Stack gap="sm" data-testid="validity-panel" data-verdict={validity.verdict}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {/* The badge keeps its width: beside a long sentence it would otherwise shrink to "UNREL…". */}
        <ValidityBadge verdict={validity.verdict} size="lg" style={{ flexShrink: 0 }} />
        <Text size="sm">{SUMMARY[validity.verdict](first)}</Text>
      </Group>
      {validity.reasons.length ? (
        <List size="sm" spacing={4} data-testid="validity-reasons">
          {validity.reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      ) : null}
      {validity.verdict === "unreliable" && canRetake ? <RetakeButton first={first} email={email} /> : null}
      <details>
        <summary>
          <Text span size="sm">
            The checks behind this (for qualified readers)
          </Text>
        </summary>
        <Table withTableBorder verticalSpacing={4} mt="xs" maw={520} fz="sm">
          <Table.Tbody>
            <Index label="Longest run of one answer" value={`${indices.longest_run} of 120`} />
            <Index label="Spread of the answers (IRV, SD on 1–5)" value={fixed(indices.irv, 2)} />
            <Index label="Even–odd consistency (Spearman–Brown)" value={fixed(indices.even_odd, 2)} />
            <Index label="Psychometric antonyms (correlation)" value={fixed(indices.antonyms, 2)} />
            <Index label="Distance from typical profiles (Mahalanobis D²)" value={fixed(indices.mahalanobis, 1)} />
            <Index label="Median seconds per statement" value={fixed(indices.median_seconds_per_item, 1)} />
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed" mt={4}>
          Each check and its limits: Meade &amp; Craig (2012), Curran (2016), Johnson (2005), Huang et al. (2012).
        </Text>
      </details>
    </Stack>
  );
}

/**
 * Invites the person to take the assessment again (POST /survey-results/{id}/reassess through the report's action),
 * after a confirmation; both assessments are kept. One fetcher key, so every such button on the page shares its state.
 */
export function RetakeButton({ first, email }: { first: string; email: string }) {
  const retake = useFetcher<ActionResult>({ key: "report-retake" });
  useActionResult(retake.data);
  const [confirming, setConfirming] = useState(false);
  return (
    <Group className="no-print">
      <Button
        variant="light"
        leftSection={<IconMailForward size={16} aria-hidden />}
        onClick={() => setConfirming(true)}
        loading={retake.state !== "idle"}
      >
        Send a retake
      </Button>
      <ConfirmDialog
        subject={confirming ? email : null}
        title="Send a retake?"
        confirmLabel="Send"
        // Not destructive: the primary colour (the dialog's default is red).
        color={() => undefined}
        loading={retake.state !== "idle"}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          retake.submit({ intent: "retake" }, { method: "post" });
        }}
      >
        {(to) => (
          <>
            An e-mail goes to <strong>{to}</strong> inviting {first} to take the {brand.wording.assessment} again. This
            assessment is kept beside the new one.
          </>
        )}
      </ConfirmDialog>
    </Group>
  );
}

function Index({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400}>
        {label}
      </Table.Th>
      <Table.Td ta="right">{value}</Table.Td>
    </Table.Tr>
  );
}
