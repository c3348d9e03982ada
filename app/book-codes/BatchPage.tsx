// One batch of book codes (/book-code-system/{id}): its codes with their status and readers, the CSV export,
// revoking one code or the whole batch (each confirmed).
import { formatNumber } from "../../domain/format";
import "@mantine/core/styles/Code.layer.css";
import { Anchor, Badge, Button, Code, Group, Menu, NativeSelect, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconArrowLeft, IconBan, IconDownload } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { shortDate } from "~/survey-results/list-model";
import { useActionResult } from "~/ui/action";
import { ConfirmDialog, ListPageHeader, ListTable, ListToolbar, RowActions, useListUrl } from "~/ui/list";
import { plural } from "~domain/text";
import {
  BOOK_CODE_STATUSES,
  REPORT_KIND_LABELS,
  type BookCodeStatus,
  type CodeJson,
} from "../../api/book-codes/contract";
import { BatchStatus, exportHref } from "./BatchesPage";
import type { batchAction, loadBatch } from "./batch.server";

export type BatchData = SerializeFrom<typeof loadBatch>;

const STATUS_LABELS: Record<BookCodeStatus, string> = { unused: "Unused", redeemed: "Redeemed", revoked: "Revoked" };
const STATUS_COLORS: Record<BookCodeStatus, string> = { unused: "green", redeemed: "blue", revoked: "gray" };

export function BatchPage({ batch, codes, total, query }: BatchData) {
  const { set } = useListUrl();
  const revoke = useFetcher<typeof batchAction>({ key: "book-code-revoke" });
  useActionResult(revoke.data);
  const [confirmingCode, setConfirmingCode] = useState<CodeJson | null>(null);
  const [confirmingBatch, setConfirmingBatch] = useState<typeof batch | null>(null);
  const revocable = !batch.revoked_at && batch.counts.unused > 0;

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/book-code-system" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> All batches
        </Group>
      </Anchor>
      <ListPageHeader
        title={batch.label}
        description={
          <>
            {batch.company.name}
            {batch.report_kind ? ` · ${REPORT_KIND_LABELS[batch.report_kind]}` : ""} · {plural(batch.count, "code")},
            created {shortDate(batch.created_at)}
            {batch.created_by ? ` by ${batch.created_by.first} ${batch.created_by.last}` : ""}
          </>
        }
        action={
          <Group gap="sm">
            <Button
              component="a"
              href={exportHref(batch)}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Export CSV
            </Button>
            <Button
              color="red"
              variant="light"
              disabled={!revocable}
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => setConfirmingBatch(batch)}
            >
              Revoke batch
            </Button>
          </Group>
        }
      />
      <Group gap="xs" aria-label="Codes by status" role="group">
        <BatchStatus batch={batch} />
        <Text size="sm">
          {formatNumber(batch.counts.redeemed)} redeemed · {formatNumber(batch.counts.unused)} unused ·{" "}
          {formatNumber(batch.counts.revoked)} revoked
        </Text>
      </Group>
      <ListToolbar
        label="Search codes"
        search={query.search ?? ""}
        searchLabel="Code"
        placeholder="Code starts with…"
        searchProps={{ maw: 240 }}
        exclude={["status"]}
        filters={
          <NativeSelect
            label="Status"
            name="status"
            value={query.status ?? ""}
            data={[
              { value: "", label: "Any status" },
              ...BOOK_CODE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
            ]}
            onChange={(event) => set({ status: event.currentTarget.value || null })}
          />
        }
      />
      <ListTable<CodeJson>
        aria-label="Book codes"
        minHeight={180}
        records={codes}
        idAccessor="id"
        emptyText={query.search || query.status ? "No code matches" : "This batch has no codes"}
        pager={{ total, page: query.page, limit: query.limit }}
        columns={[
          {
            accessor: "code",
            title: "Code",
            render: (c) => <Code fz="sm">{c.code}</Code>,
          },
          {
            accessor: "status",
            title: "Status",
            render: (c) => (
              <Badge color={STATUS_COLORS[c.status]} variant="light">
                {STATUS_LABELS[c.status]}
              </Badge>
            ),
          },
          {
            accessor: "reader",
            title: "Reader",
            render: (c) =>
              c.reader ? (
                <Anchor component={Link} to={`/survey-results/${c.reader.survey_result_id}`} size="sm">
                  {c.reader.first} {c.reader.last}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  –
                </Text>
              ),
          },
          {
            accessor: "redeemed_at",
            title: "Redeemed",
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
            render: (c) => shortDate(c.redeemed_at ?? c.revoked_at),
          },
          {
            accessor: "actions",
            title: <VisuallyHidden>Actions</VisuallyHidden>,
            textAlign: "right",
            render: (c) =>
              c.status === "unused" ? (
                <RowActions name={c.code}>
                  <Menu.Item
                    color="red"
                    leftSection={<IconBan size={16} aria-hidden />}
                    onClick={() => setConfirmingCode(c)}
                  >
                    Revoke code
                  </Menu.Item>
                </RowActions>
              ) : null,
          },
        ]}
      />
      <ConfirmDialog
        subject={confirmingCode}
        title="Revoke this code?"
        confirmLabel="Revoke code"
        onClose={() => setConfirmingCode(null)}
        onConfirm={(c) =>
          revoke.submit({ intent: "revokeCode", code_id: String(c.id), code: c.code }, { method: "post" })
        }
      >
        {(c) => (
          <>
            <strong>{c.code}</strong> will stop working for good: a reader who types it is told it is no longer valid.
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        subject={confirmingBatch}
        title="Revoke this batch?"
        confirmLabel="Revoke batch"
        onClose={() => setConfirmingBatch(null)}
        onConfirm={() => revoke.submit({ intent: "revokeBatch" }, { method: "post" })}
      >
        {(b) => (
          <>
            The {plural(b.counts.unused, "unused code")} of <strong>{b.label}</strong> will stop working for good.
            Readers who already redeemed a code keep their assessment.
          </>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
