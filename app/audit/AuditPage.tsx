import { Anchor, Badge, Button, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link } from "@remix-run/react";
import {
  CompanyFilter,
  ListPageHeader,
  ListTable,
  ListToolbar,
  searchString,
  useListUrl,
  withChanges,
} from "~/ui/list";
import type { AuditData } from "./list.server";
import { detailsText, LIST_DEFAULTS, PAGE_SIZES, timeText, type AuditEntry } from "./model";

/**
 * /audit: who did what, when, in which company — support sessions and their changes, role changes, deactivations
 * and exports. Filtered by company, action, person and days through the URL; the filtered trail downloads as CSV.
 */
export function AuditPage({ entries, total, query, actions, companies }: AuditData) {
  const url = useListUrl({ defaults: LIST_DEFAULTS });
  const filtered = Boolean(query.search || query.company_id || query.action || query.from || query.to);
  // The export holds every entry the filters select: the page and page size stay out of its URL.
  const exportHref = `/audit.csv${searchString(withChanges(url.params, { limit: null }))}`;
  return (
    <Stack gap="md">
      <ListPageHeader
        title="Audit Trail"
        description="Who did what, to whom and when: support sessions and every change made in them, role changes, deactivations, messages and exports."
        action={
          <Button
            component="a"
            href={exportHref}
            download
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Export CSV
          </Button>
        }
      />

      <ListToolbar
        label="Filter the audit trail"
        search={query.search ?? ""}
        searchLabel="Person"
        placeholder="Name or e-mail of who acted"
        submitLabel="Apply filters"
        exclude={["company_id", "action", "from", "to"]}
        filters={
          <>
            <CompanyFilter
              companies={companies}
              value={query.company_id}
              onChange={(v) => url.set({ company_id: v })}
            />
            <Select
              label="Action"
              name="action"
              placeholder="All actions"
              data={actions.map((a) => ({ value: a.action, label: a.label }))}
              value={query.action ?? null}
              onChange={(v) => url.set({ action: v })}
              clearable
              style={{ flex: "1 1 200px" }}
            />
            <TextInput
              label="From"
              name="from"
              type="date"
              value={query.from ?? ""}
              max={query.to}
              onChange={(e) => url.set({ from: e.currentTarget.value || null })}
              style={{ flex: "0 1 160px" }}
            />
            <TextInput
              label="To"
              name="to"
              type="date"
              value={query.to ?? ""}
              min={query.from}
              onChange={(e) => url.set({ to: e.currentTarget.value || null })}
              style={{ flex: "0 1 160px" }}
            />
          </>
        }
      />

      <ListTable<AuditEntry>
        aria-label="Audit trail"
        minHeight={220}
        records={entries}
        idAccessor="id"
        emptyText={filtered ? "No entries match these filters" : "Nothing recorded yet"}
        pager={{
          total,
          page: query.page,
          limit: query.limit,
          pageSizes: PAGE_SIZES,
          perPageLabel: "Entries per page",
          onPageChange: (page) => url.set({ page }),
          onLimitChange: (limit) => url.set({ limit }),
        }}
        columns={[
          {
            accessor: "created_at",
            title: "Time",
            render: (e) => (
              <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                {timeText(e.created_at)}
              </Text>
            ),
          },
          {
            accessor: "action",
            title: "What",
            render: (e) => (
              <div>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  <Text span fw={600} inherit>
                    {e.action_label}
                  </Text>
                  {e.subject ? (
                    <>
                      {" — "}
                      <SubjectName subject={e.subject} />
                    </>
                  ) : null}
                  {detailsText(e) ? `: ${detailsText(e)}` : null}
                  {e.status !== null && e.status >= 400 ? (
                    <Badge ml={6} size="xs" color="red" variant="light">
                      refused ({e.status})
                    </Badge>
                  ) : null}
                </Text>
                {/* On phones the company and person columns give their room: shown here. */}
                <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: "anywhere" }}>
                  {e.who}
                  {e.company ? ` · ${e.company.name}` : ""}
                </Text>
              </div>
            ),
          },
          {
            accessor: "actor",
            title: "Who",
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (e) => <Text size="sm">{e.who}</Text>,
          },
          {
            accessor: "company",
            title: "Company",
            hidden: companies.length <= 1,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (e) =>
              e.company ? (
                <Anchor component={Link} size="sm" to={url.href({ company_id: e.company.id })}>
                  {e.company.name}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  —
                </Text>
              ),
          },
        ]}
      />
    </Stack>
  );
}

/** The person or object an entry concerns, linked to its page when it has one the reader may open. */
function SubjectName({ subject }: { subject: NonNullable<AuditEntry["subject"]> }) {
  return subject.link ? (
    <Anchor component={Link} to={subject.link} inherit>
      {subject.name}
    </Anchor>
  ) : (
    <Text span inherit c={subject.name.startsWith("(") ? "dimmed" : undefined}>
      {subject.name}
    </Text>
  );
}
