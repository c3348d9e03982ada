import { formatDate } from "../../domain/format";
import { Badge, Group } from "@mantine/core";
import { DATA_REQUEST_STATUS_LABELS, type DataRequestStatus } from "~domain/data-requests";

const STATUS_COLORS: Record<DataRequestStatus, string> = {
  open: "blue",
  in_progress: "yellow",
  done: "green",
  refused: "gray",
};

export function RequestStatusBadge({ status }: { status: DataRequestStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" miw="max-content" styles={{ label: { overflow: "visible" } }}>
      {DATA_REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The due date, marked when the request is still waiting past it. */
export function DueDate({ dueAt, overdue }: { dueAt: string; overdue: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span>{formatDate(dueAt)}</span>
      {overdue ? (
        <Badge color="red" variant="filled" size="sm" data-testid="request-overdue">
          Overdue
        </Badge>
      ) : null}
    </Group>
  );
}
