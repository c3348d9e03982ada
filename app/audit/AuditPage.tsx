import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  CloseButton,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { IconDownload, IconHistory } from "@tabler/icons-react";
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
import { detailsText, LIST_DEFAULTS, PAGE_SIZES, SUBJECT_KINDS, timeText, type AuditEntry } from "./model";

/**
 * /audit: who did what, to whom, when, in which company — support sessions and their changes, role changes,
 * deactivations, messages and exports. Filtered by company, action, who acted, what it concerned (a kind, or one
 * person or object: its whole history) and days through the URL; the filtered trail downloads as CSV.
 */
export function AuditPage({ entries, total, query, actions, companies }: AuditData) {
  const url = useListUrl({ defaults: LIST_DEFAULTS });
  const filtered = Boolean(
    query.search || query.company_id || query.action || query.subject_type || query.from || query.to,
  );
  // One person's or object's history: every entry shown concerns it, so the first names it.
  const about =
    query.subject_id !== undefined
      ? (entries.find((e) => e.subject?.id === query.subject_id)?.subject?.name ?? "this person or object")
      : null;
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
        exclude={["company_id", "action", "subject_type", "from", "to"]}
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
            <Select
              label="Concerning"
              name="subject_type"
              placeholder="Anyone or anything"
              data={SUBJECT_KINDS}
              value={query.subject_type ?? null}
              onChange={(v) => url.set({ subject_type: v, subject_id: null })}
              clearable
              style={{ flex: "1 1 180px" }}
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

      {about ? (
        <Group gap={4}>
          <Badge size="lg" variant="light" tt="none" fw={500}>
            History of {about}
          </Badge>
          <CloseButton
            size="sm"
            aria-label={`Show every entry, not only those about ${about}`}
            onClick={() => url.set({ subject_id: null, subject_type: null })}
          />
        </Group>
      ) : null}

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
                  {e.subject && query.subject_id === undefined && !e.subject.name.startsWith("(") ? (
                    <HistoryLink
                      subject={e.subject}
                      href={url.href({ subject_type: e.subject.type, subject_id: e.subject.id })}
                    />
                  ) : null}
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

/** A small link to every entry about the same person or object. */
function HistoryLink({ subject, href }: { subject: NonNullable<AuditEntry["subject"]>; href: string }) {
  const label = `Every entry about ${subject.name}`;
  return (
    <Tooltip label={label}>
      <ActionIcon
        component={Link}
        to={href}
        variant="subtle"
        size="sm"
        ml={4}
        aria-label={label}
        style={{ verticalAlign: "middle" }}
      >
        <IconHistory size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
