import "@mantine/core/styles/Table.layer.css";
// /messages/{id}: a send's progress, refreshed while it runs, and its result per recipient.
// For e2e specs: the link "All messages", heading "Message sent" / "Sending…", the progressbar "Progress", the counts
// "Sent n", "Skipped n" (with "n opted out" when any did), "Failed n", "Waiting n"; the table "Results" with one row per recipient: name, address, status and reason.
import "@mantine/core/styles/SegmentedControl.layer.css";
import { Anchor, Badge, Group, Progress, SegmentedControl, Stack, Table, Text, Title } from "@mantine/core";
import { Link, useLoaderData, useNavigate, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import brand from "~brand";
import { plural } from "~domain/text";
import type { loadBatch } from "./messaging.server";
import { sentAtText, STATUS_COLORS, STATUS_LABELS } from "./model";

export function BatchPage() {
  const { batch, results, status } = useLoaderData<typeof loadBatch>();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  // The queue works in the background: look again every second until every recipient has a result.
  useEffect(() => {
    if (batch.done) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [batch.done, revalidator]);
  const finished = batch.sent + batch.skipped + batch.failed;
  const percent = batch.total ? Math.round((finished / batch.total) * 100) : 100;
  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to="/messages" size="sm" w="fit-content">
        ← All messages
      </Anchor>
      <Title order={1} size="h2">
        {batch.done ? "Message sent" : "Sending…"}
      </Title>
      <Text size="sm" c="dimmed">
        {batch.channel === "email" ? "E-mail" : "SMS"} to {plural(batch.total, "person", brand.wording.people)}
        {batch.subject ? `: “${batch.subject}”` : ""} · sent by {batch.sent_by ?? "a former user"}
        {batch.template_name ? ` from the template “${batch.template_name}”` : ""} · {sentAtText(batch.created_at)}
      </Text>
      <Progress value={percent} aria-label="Progress" size="lg" animated={!batch.done} />
      <Group gap="md" aria-live="polite">
        <Text size="sm">Sent {batch.sent}</Text>
        <Text size="sm">
          Skipped {batch.skipped}
          {batch.opted_out ? ` (${batch.opted_out} opted out)` : ""}
        </Text>
        <Text size="sm">Failed {batch.failed}</Text>
        {batch.pending ? <Text size="sm">Waiting {batch.pending}</Text> : null}
      </Group>
      <SegmentedControl
        value={status ?? "all"}
        onChange={(v) => navigate(v === "all" ? "?" : `?status=${v}`, { replace: true })}
        data={[
          { value: "all", label: "All" },
          { value: "sent", label: "Sent" },
          { value: "skipped", label: "Skipped" },
          { value: "failed", label: "Failed" },
        ]}
        aria-label="Show"
      />
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label="Results" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Result</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text size="sm" c="dimmed">
                    No recipients{status ? ` with this result` : ""} yet.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              results.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/survey-results/${m.survey_result_id}`} size="sm">
                      {m.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{m.to || "—"}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[m.status]} variant="light">
                      {STATUS_LABELS[m.status]}
                    </Badge>
                    {m.reason ? (
                      <Text size="xs" c="dimmed">
                        {m.reason}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {results.length === 200 ? (
        <Text size="xs" c="dimmed">
          The latest 200 are shown; filter by result to see others.
        </Text>
      ) : null}
    </Stack>
  );
}
