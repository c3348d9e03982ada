import { Badge } from "@mantine/core";
import { JOB_STATUS_LABELS, STATUS_COLORS, type JobStatus } from "./model";

export function JobStatusBadge({ status, archived = false }: { status: JobStatus; archived?: boolean }) {
  return (
    <>
      <Badge color={STATUS_COLORS[status]} variant="light" c={status === "paused" ? "dark.9" : undefined}>
        {JOB_STATUS_LABELS[status]}
      </Badge>
      {archived ? (
        <Badge color="gray" variant="outline" ml={4}>
          Archived
        </Badge>
      ) : null}
    </>
  );
}
