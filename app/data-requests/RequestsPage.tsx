// The company's "Requests" inbox (/requests): what people asked about their data or a decision through their own
// report's link, the soonest due first, with the status, the person, the 30-day due date marked when overdue, and
// the assignee; filtered by status, kind and overdue, paged like every list.
import "@mantine/core/styles/Chip.layer.css";
import "@mantine/core/styles/Switch.layer.css";
import { Anchor, Chip, Group, Select, Stack, Switch, Text } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ListPageHeader, ListTable, useListUrl } from "~/ui/list";
import {
  DATA_REQUEST_STATUS_LABELS,
  DATA_REQUEST_STATUSES,
  DATA_REQUEST_TYPE_LABELS,
  DATA_REQUEST_TYPES,
  DATA_REQUEST_DAYS,
} from "~domain/data-requests";
import type { loadRequests } from "./data-requests.server";
import { DueDate, RequestStatusBadge } from "./RequestStatus";

export type RequestsData = SerializeFrom<typeof loadRequests>;
type Row = RequestsData["requests"][number];

/** The person's name, or what is left of them once they had their data erased. */
export const personName = (r: Pick<Row, "person">) =>
  r.person ? `${r.person.first} ${r.person.last}` : "Data erased at their request";

export function RequestsPage({ requests, total, query }: RequestsData) {
  const { set } = useListUrl();
  const filtered = Boolean(query.status?.length || query.type?.length || query.overdue);
  return (
    <Stack gap="md">
      <ListPageHeader
        title="Requests"
        description={`What people asked about their data or a decision, from the link to their own report: a human review, an accommodation or another way, a correction, a copy of their data or its deletion. Each is due ${DATA_REQUEST_DAYS} days after it arrives.`}
      />
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label="Kind"
          placeholder="All kinds"
          data={DATA_REQUEST_TYPES.map((t) => ({ value: t, label: DATA_REQUEST_TYPE_LABELS[t] }))}
          value={query.type?.[0] ?? null}
          onChange={(v) => set({ type: v ? [v] : undefined })}
          clearable
          style={{ flex: "1 1 220px", maxWidth: 320 }}
        />
        <Switch
          label="Overdue only"
          checked={Boolean(query.overdue)}
          onChange={(e) => set({ overdue: e.currentTarget.checked ? "true" : undefined })}
          mb={6}
        />
      </Group>
      <Chip.Group
        multiple
        value={query.status ?? []}
        onChange={(v) => set({ status: DATA_REQUEST_STATUSES.filter((s) => v.includes(s)) })}
      >
        <Group gap={6} role="group" aria-label="Statuses">
          {DATA_REQUEST_STATUSES.map((s) => (
            <Chip key={s} value={s} size="sm">
              {DATA_REQUEST_STATUS_LABELS[s]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <ListTable<Row>
        aria-label="Requests"
        minHeight={180}
        records={requests}
        idAccessor="id"
        emptyText={filtered ? "No request matches these filters" : "No requests yet"}
        pager={{ total, page: query.page, limit: query.limit }}
        columns={[
          {
            accessor: "type",
            title: "Request",
            render: (r) => (
              <div>
                <Anchor component={Link} to={`/requests/${r.id}`} fw={500} size="sm">
                  {DATA_REQUEST_TYPE_LABELS[r.type]}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {personName(r)} · {r.company.name}
                </Text>
              </div>
            ),
          },
          {
            accessor: "status",
            title: "Status",
            noWrap: true,
            render: (r) => <RequestStatusBadge status={r.status} />,
          },
          {
            accessor: "due_at",
            title: "Due",
            noWrap: true,
            render: (r) => <DueDate dueAt={r.due_at} overdue={r.overdue} />,
          },
          {
            accessor: "assignee",
            title: "Assignee",
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
            render: (r) => (
              <Text size="sm">{r.assignee ? `${r.assignee.first} ${r.assignee.last}` : "Nobody yet"}</Text>
            ),
          },
        ]}
      />
    </Stack>
  );
}
