import { formatDate } from "../../domain/format";
import { Alert, Anchor } from "@mantine/core";
import { IconAlarm } from "@tabler/icons-react";
import { Link } from "@remix-run/react";
import { plural } from "~domain/text";
import type { OverdueJson } from "../../api/data-requests/contract";

/** The home page's reminder of requests past their 30 days (owners, super admins); nothing when there are none. */
export function OverdueRequestsCard({ overdue }: { overdue: OverdueJson | null }) {
  if (!overdue || overdue.overdue === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlarm size={18} aria-hidden />}
      title={`${plural(overdue.overdue, "request")} past ${overdue.overdue === 1 ? "its" : "their"} due date`}
      data-testid="overdue-requests"
      mb="md"
    >
      People are waiting for an answer about their data or a decision
      {overdue.oldest_due_at ? `, the longest since ${formatDate(overdue.oldest_due_at)}` : ""}.{" "}
      <Anchor component={Link} to="/requests?overdue=true" size="sm">
        See overdue requests
      </Anchor>
    </Alert>
  );
}
