// The Book Code System's batches (/book-code-system): search, the batches with their codes' counts, generating a
// batch (a dialog) and revoking one (confirmed).
import { formatNumber } from "../../domain/format";
import {
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconBan, IconDownload, IconEye, IconPlus } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { shortDate } from "~/survey-results/list-model";
import { useActionResult } from "~/ui/action";
import { ConfirmDialog, ListPageHeader, ListTable, ListToolbar, RowActions, useListSort } from "~/ui/list";
import { plural } from "~domain/text";
import {
  BOOK_CODE_REPORT_KINDS,
  MAX_BATCH_SIZE,
  REPORT_KIND_LABELS,
  type BatchJson,
} from "../../api/book-codes/contract";
import type { batchesAction, loadBatches } from "./list.server";

export type BatchesData = SerializeFrom<typeof loadBatches>;

export const exportHref = (batch: Pick<BatchJson, "id">) => `/book-code-system/${batch.id}/export.csv`;

export function BatchStatus({ batch }: { batch: Pick<BatchJson, "revoked_at" | "counts" | "count"> }) {
  if (batch.revoked_at) return <Badge color="gray">Revoked</Badge>;
  if (batch.counts.unused === 0) return <Badge color="blue">All used</Badge>;
  return <Badge color="green">Active</Badge>;
}

export function BatchesPage({ batches, total, query, companies }: BatchesData) {
  const sort = useListSort(query, { defaults: { sort_by: "created_at", order_by: "desc" }, first: { label: "asc" } });
  const revoke = useFetcher<typeof batchesAction>({ key: "book-code-batch-revoke" });
  useActionResult(revoke.data);
  const [confirming, setConfirming] = useState<(typeof batches)[number] | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap="md">
      <ListPageHeader
        title="Book Code System"
        description="Codes printed in books and workbooks: each one lets a reader take the assessment once, at the company of its batch."
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            Generate codes
          </Button>
        }
      />
      <ListToolbar
        label="Search batches"
        search={query.search ?? ""}
        placeholder="Batch label contains…"
        searchProps={{ maw: 360 }}
      />
      <ListTable<(typeof batches)[number]>
        aria-label="Book code batches"
        minHeight={180}
        records={batches}
        idAccessor="id"
        emptyText={query.search ? "No batch matches" : "No batches yet: generate the first codes"}
        pager={{ total, page: query.page, limit: query.limit }}
        sort={sort}
        columns={[
          {
            accessor: "label",
            title: "Batch",
            sortable: true,
            render: (b) => (
              <div>
                <Anchor component={Link} to={`/book-code-system/${b.id}`} fw={500} size="sm">
                  {b.label}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {b.company.name}
                  {b.report_kind ? ` · ${REPORT_KIND_LABELS[b.report_kind]}` : ""}
                </Text>
              </div>
            ),
          },
          {
            accessor: "counts",
            title: "Codes",
            render: (b) => (
              <Text size="sm">
                {plural(b.count, "code")}
                <Text span size="xs" c="dimmed" display="block">
                  {formatNumber(b.counts.redeemed)} redeemed · {formatNumber(b.counts.unused)} unused
                  {b.counts.revoked ? ` · ${formatNumber(b.counts.revoked)} revoked` : ""}
                </Text>
              </Text>
            ),
          },
          {
            accessor: "status",
            title: "Status",
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
            render: (b) => <BatchStatus batch={b} />,
          },
          {
            accessor: "created_at",
            title: "Created",
            sortable: true,
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
            render: (b) => (
              <Text size="sm">
                {shortDate(b.created_at)}
                {b.created_by ? (
                  <Text span size="xs" c="dimmed" display="block">
                    by {b.created_by.first} {b.created_by.last}
                  </Text>
                ) : null}
              </Text>
            ),
          },
          {
            accessor: "actions",
            title: <VisuallyHidden>Actions</VisuallyHidden>,
            textAlign: "right",
            render: (b) => (
              <RowActions name={b.label}>
                <Menu.Item
                  component={Link}
                  to={`/book-code-system/${b.id}`}
                  leftSection={<IconEye size={16} aria-hidden />}
                >
                  View codes
                </Menu.Item>
                <Menu.Item
                  component="a"
                  href={exportHref(b)}
                  download
                  leftSection={<IconDownload size={16} aria-hidden />}
                >
                  Export CSV
                </Menu.Item>
                <Menu.Item
                  color="red"
                  disabled={!!b.revoked_at || b.counts.unused === 0}
                  leftSection={<IconBan size={16} aria-hidden />}
                  onClick={() => setConfirming(b)}
                >
                  Revoke batch
                </Menu.Item>
              </RowActions>
            ),
          },
        ]}
      />
      <ConfirmDialog
        subject={confirming}
        title="Revoke this batch?"
        confirmLabel="Revoke batch"
        onClose={() => setConfirming(null)}
        onConfirm={(b) => revoke.submit({ intent: "revoke", id: String(b.id), label: b.label }, { method: "post" })}
      >
        {(b) => (
          <>
            The {plural(b.counts.unused, "unused code")} of <strong>{b.label}</strong> will stop working for good.
            Readers who already redeemed a code keep their assessment.
          </>
        )}
      </ConfirmDialog>
      <CreateBatchDialog opened={creating} onClose={() => setCreating(false)} companies={companies} />
    </Stack>
  );
}

function CreateBatchDialog({
  opened,
  onClose,
  companies,
}: {
  opened: boolean;
  onClose: () => void;
  companies: BatchesData["companies"];
}) {
  const mobile = useMediaQuery("(max-width: 48em)");
  const create = useFetcher<typeof batchesAction>({ key: "book-code-batch-create" });
  const form = useActionResult(create.data);
  const busy = create.state !== "idle";
  return (
    <Modal opened={opened} onClose={onClose} title="Generate book codes" centered fullScreen={mobile}>
      <create.Form method="post" noValidate aria-label="Generate book codes">
        <input type="hidden" name="intent" value="create" />
        <Stack gap="md">
          <TextInput
            name="label"
            label="Label"
            description="What the codes are printed in, e.g. the book's title and edition."
            required
            maxLength={120}
            defaultValue={form.value("label")}
            error={form.error("label")}
            data-autofocus
          />
          <NativeSelect
            name="company_id"
            label="Company"
            description="Readers who redeem a code take the assessment at this company."
            required
            data={[
              { value: "", label: "Choose a company", disabled: true },
              ...companies.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            defaultValue={form.value("company_id") ?? ""}
            error={form.error("company_id")}
          />
          <NumberInput
            name="count"
            label="Number of codes"
            description={`1 to ${formatNumber(MAX_BATCH_SIZE)}`}
            required
            min={1}
            max={MAX_BATCH_SIZE}
            allowDecimal={false}
            allowNegative={false}
            defaultValue={form.value("count") ?? 100}
            error={form.error("count")}
          />
          <NativeSelect
            name="report_kind"
            label="Report kind"
            description="Optional: the report readers get."
            data={[
              { value: "none", label: "The company's usual report" },
              ...BOOK_CODE_REPORT_KINDS.map((k) => ({ value: k, label: REPORT_KIND_LABELS[k] })),
            ]}
            defaultValue={form.value("report_kind") ?? "none"}
            error={form.error("report_kind")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Generate
            </Button>
          </Group>
        </Stack>
      </create.Form>
    </Modal>
  );
}
