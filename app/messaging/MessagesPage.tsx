// /messages: the sends of the viewer's companies, newest first, to many people or to one: when, who sent it, the
// channel, the template, how many people and what became of them; each opens its recipients and results.
// For e2e specs: heading "Messages", the radio group "Channel" ("All", "E-mail", "SMS"), the links "Message
// templates" and "Candidates list" (the brand's word), the table "Past messages" with one row per send whose first
// cell links to /messages/{id}.
import "@mantine/core/styles/SegmentedControl.layer.css";
import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { Link, useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { plural } from "~domain/text";
import { ListEmpty, ListPageHeader, ListTable, rowLink, useListUrl } from "~/ui/list";
import type { BatchJson } from "../../api/messaging/contract";
import type { loadHistory } from "./messaging.server";
import { HISTORY_DEFAULTS, HISTORY_PAGE_SIZES, resultsText, sentAtText } from "./model";

export function MessagesPage() {
  const { sends, total, query } = useLoaderData<typeof loadHistory>();
  const url = useListUrl({ defaults: HISTORY_DEFAULTS });
  const people = brand.wording.people;
  const nothingYet = total === 0 && !query.channel;
  return (
    <Stack gap="md">
      <ListPageHeader
        title="Messages"
        description={`The e-mails and text messages sent to ${people}, newest first: who sent each one, to how many, and what became of it.`}
        action={
          <Button component={Link} to="/messages/templates" variant="light">
            Message templates
          </Button>
        }
      />
      <Group gap="sm">
        <div role="radiogroup" aria-label="Channel">
          <SegmentedControl
            value={query.channel ?? "all"}
            onChange={(v) => url.set({ channel: v === "all" ? null : v })}
            data={[
              { value: "all", label: "All" },
              { value: "email", label: "E-mail" },
              { value: "sms", label: "SMS" },
            ]}
          />
        </div>
      </Group>
      {nothingYet ? (
        <ListEmpty>
          No messages sent yet. To write to {people}, open the{" "}
          <Anchor component={Link} to="/candidates" inherit>
            {brand.wording.candidates} list
          </Anchor>
          , select them or filter the list, and choose “Message”. A person’s own page has “Write a message” too.
        </ListEmpty>
      ) : (
        <ListTable<BatchJson>
          aria-label="Past messages"
          minHeight={160}
          records={sends}
          idAccessor="id"
          emptyText={query.channel === "sms" ? "No text messages sent yet" : "No e-mails sent yet"}
          pager={{
            total,
            page: query.page,
            limit: query.limit,
            pageSizes: HISTORY_PAGE_SIZES,
            perPageLabel: "Messages per page",
            onPageChange: (page) => url.set({ page }),
            onLimitChange: (limit) => url.set({ limit }),
          }}
          columns={[
            {
              accessor: "created_at",
              title: "Sent",
              render: (b) => (
                <div>
                  <Anchor {...rowLink(`/messages/${b.id}`)} size="sm" style={{ whiteSpace: "nowrap" }}>
                    {sentAtText(b.created_at)}
                  </Anchor>
                  {/* On phones the sender's column gives its room: shown here. */}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {b.sent_by ?? "A former user"}
                  </Text>
                </div>
              ),
            },
            {
              accessor: "subject",
              title: "Message",
              render: (b) => (
                <div>
                  <Group gap={6} wrap="nowrap" align="baseline">
                    <Badge size="xs" variant="light" color={b.channel === "email" ? "blue" : "grape"}>
                      {b.channel === "email" ? "E-mail" : "SMS"}
                    </Badge>
                    <Text size="sm" lineClamp={1} style={{ overflowWrap: "anywhere" }}>
                      {b.subject ?? b.body}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {b.template_name ? `From the template “${b.template_name}”` : "Written without a template"}
                  </Text>
                </div>
              ),
            },
            {
              accessor: "sent_by",
              title: "Sent by",
              visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
              render: (b) => (
                <Text size="sm" c={b.sent_by ? undefined : "dimmed"}>
                  {b.sent_by ?? "A former user"}
                </Text>
              ),
            },
            {
              accessor: "total",
              title: "To",
              render: (b) => (
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {plural(b.total, "person", people)}
                </Text>
              ),
            },
            {
              accessor: "sent",
              title: "Results",
              render: (b) => (
                <Text size="sm" c={b.failed ? "red.8" : undefined}>
                  {resultsText(b)}
                </Text>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
