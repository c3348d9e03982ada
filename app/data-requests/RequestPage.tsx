// One request (/requests/{id}): what the person asked and wrote, its clock, and what the company does with it: the
// status (open, in progress, done, refused), who handles it (a user of the company), and a reply by e-mail. Every
// change is recorded in the audit trail by the API.
import { formatDate } from "../../domain/format";
import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher } from "@remix-run/react";
import { useActionResult } from "~/ui/action";
import {
  DATA_REQUEST_STATUS_LABELS,
  DATA_REQUEST_STATUSES,
  DATA_REQUEST_TYPE_LABELS,
  type DataRequestStatus,
} from "~domain/data-requests";
import type { loadRequest, requestAction } from "./data-requests.server";
import { personName } from "./RequestsPage";
import { DueDate, RequestStatusBadge } from "./RequestStatus";

export type RequestData = SerializeFrom<typeof loadRequest>;

export function RequestPage({ request: r }: RequestData) {
  const status = useFetcher<typeof requestAction>({ key: `request-status-${r.id}` });
  const assign = useFetcher<typeof requestAction>({ key: `request-assign-${r.id}` });
  const reply = useFetcher<typeof requestAction>({ key: `request-reply-${r.id}` });
  useActionResult(status.data);
  useActionResult(assign.data);
  const replyForm = useActionResult(reply.data, {
    onSuccess: () => {
      const box = document.getElementById("request-reply") as HTMLTextAreaElement | null;
      if (box) box.value = "";
    },
  });
  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to="/requests" size="sm">
        ← All requests
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {DATA_REQUEST_TYPE_LABELS[r.type]}
        </Title>
        <Text c="dimmed" size="sm">
          {r.person ? (
            <Anchor component={Link} to={`/survey-results/${r.person.survey_result_id}`} size="sm">
              {personName(r)}
            </Anchor>
          ) : (
            personName(r)
          )}{" "}
          · {r.company.name} · received {formatDate(r.created_at)}
        </Text>
      </div>
      <Group gap="lg" wrap="wrap">
        <Stack gap={2} data-testid="request-status">
          <Text size="xs" c="dimmed">
            Status
          </Text>
          <RequestStatusBadge status={r.status} />
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Due
          </Text>
          <DueDate dueAt={r.due_at} overdue={r.overdue} />
        </Stack>
      </Group>
      <Paper withBorder p="md">
        <Text size="sm" fw={600}>
          What they wrote
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }} c={r.details ? undefined : "dimmed"}>
          {r.details ?? (r.person ? "Nothing more." : "Nothing kept: their data was erased.")}
        </Text>
      </Paper>

      <Group gap="md" align="flex-end" wrap="wrap">
        <status.Form method="post">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="id" value={r.id} />
          <Group gap="xs" align="flex-end">
            <NativeSelect
              label="Status"
              name="status"
              defaultValue={r.status}
              key={r.status}
              data={DATA_REQUEST_STATUSES.map((s: DataRequestStatus) => ({
                value: s,
                label: DATA_REQUEST_STATUS_LABELS[s],
              }))}
            />
            <Button type="submit" variant="default" loading={status.state !== "idle"}>
              Set status
            </Button>
          </Group>
        </status.Form>
        <assign.Form method="post">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="id" value={r.id} />
          <Group gap="xs" align="flex-end">
            <NativeSelect
              label="Assignee"
              name="assignee_id"
              defaultValue={r.assignee ? String(r.assignee.id) : ""}
              key={r.assignee?.id ?? "none"}
              data={[
                { value: "", label: "Nobody" },
                ...r.assignable.map((u) => ({ value: String(u.id), label: `${u.first} ${u.last}` })),
              ]}
            />
            <Button type="submit" variant="default" loading={assign.state !== "idle"}>
              Assign
            </Button>
          </Group>
        </assign.Form>
      </Group>

      <reply.Form method="post">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="id" value={r.id} />
        <Stack gap="xs">
          <Textarea
            id="request-reply"
            label="Reply by e-mail"
            description={
              r.person
                ? `Sent to ${r.person.email}, from ${r.company.name}.`
                : "Their data, with their e-mail address, was erased: a reply cannot be sent."
            }
            name="message"
            autosize
            minRows={4}
            maxLength={10_000}
            disabled={!r.person}
            error={replyForm.error("message")}
          />
          <Group>
            <Button type="submit" disabled={!r.person} loading={reply.state !== "idle"}>
              Send reply
            </Button>
          </Group>
        </Stack>
      </reply.Form>
    </Stack>
  );
}
