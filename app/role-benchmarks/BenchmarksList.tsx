// The role benchmarks list (/role-benchmarks): search, sort, each benchmark's targets and re-scoring, delete.
import { Anchor, Button, Menu, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { DOMAINS } from "~domain/assessment/traits";
import { shortDate } from "~/survey-results/list-model";
import { useActionResult } from "~/ui/action";
import { ConfirmDialog, ListPageHeader, ListTable, ListToolbar, RowActions, useListSort } from "~/ui/list";
import { plural } from "~domain/text";
import type { deleteBenchmarkAction, loadBenchmarks } from "./list.server";
import { rescoreBusy, type BenchmarkJson } from "./model";
import { RescoreProgress, usePollWhile } from "./RescoreProgress";

/** The loader's answer (app/role-benchmarks/list.server.ts). */
export type BenchmarksData = SerializeFrom<typeof loadBenchmarks>;

const summary = (b: BenchmarkJson) =>
  DOMAINS.map((d) => `${d} ${b.targets.domains[d].min}–${b.targets.domains[d].max}`).join(" · ");

export function BenchmarksList({ benchmarks, total, query }: BenchmarksData) {
  // The contract's default sort stays out of the URL.
  const sort = useListSort(query, { defaults: { sort_by: "name", order_by: "asc" }, first: { updated_at: "desc" } });
  const remove = useFetcher<typeof deleteBenchmarkAction>({ key: "benchmark-delete" });
  const [confirming, setConfirming] = useState<BenchmarkJson | null>(null);
  usePollWhile(benchmarks.some(rescoreBusy));
  useActionResult(remove.data);

  return (
    <Stack gap="md">
      <ListPageHeader
        title="Role Benchmarks"
        description="Target profiles of roles: every result gets a fit score 0–100 for each benchmark that applies to its company."
        action={
          <Button component={Link} to="/role-benchmarks/add" leftSection={<IconPlus size={16} aria-hidden />}>
            Add benchmark
          </Button>
        }
      />
      <ListToolbar
        label="Search role benchmarks"
        search={query.search ?? ""}
        placeholder="Name starts with…"
        searchProps={{ maw: 360 }}
      />
      <ListTable<BenchmarkJson>
        aria-label="Role benchmarks"
        minHeight={180}
        records={benchmarks}
        idAccessor="id"
        emptyText={query.search ? "No benchmark matches" : "No benchmarks yet"}
        pager={{ total, page: query.page, limit: query.limit }}
        sort={sort}
        columns={[
          {
            accessor: "name",
            title: "Name",
            sortable: true,
            render: (b) => (
              <div>
                <Anchor component={Link} to={`/role-benchmarks/edit?id=${b.id}`} fw={500} size="sm">
                  {b.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {b.company?.name ?? "All companies"}
                </Text>
              </div>
            ),
          },
          {
            accessor: "targets",
            title: "Targets",
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
            render: (b) => (
              <Text size="xs">
                {summary(b)}
                {Object.keys(b.targets.facets).length
                  ? ` · ${plural(Object.keys(b.targets.facets).length, "facet")}`
                  : ""}
              </Text>
            ),
          },
          {
            accessor: "rescore",
            title: "Fit scores",
            width: 220,
            render: (b) => <RescoreProgress benchmark={b} compact />,
          },
          {
            accessor: "updated_at",
            title: "Updated",
            sortable: true,
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
            render: (b) => shortDate(b.updated_at),
          },
          {
            accessor: "actions",
            title: <VisuallyHidden>Actions</VisuallyHidden>,
            textAlign: "right",
            render: (b) => (
              <RowActions name={b.name}>
                <Menu.Item
                  component={Link}
                  to={`/role-benchmarks/edit?id=${b.id}`}
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  Edit
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setConfirming(b)}
                >
                  Delete
                </Menu.Item>
              </RowActions>
            ),
          },
        ]}
      />
      <ConfirmDialog
        subject={confirming}
        title="Delete role benchmark?"
        confirmLabel="Delete"
        onClose={() => setConfirming(null)}
        onConfirm={(b) => remove.submit({ id: String(b.id), name: b.name }, { method: "post" })}
      >
        {(b) => (
          <>
            <strong>{b.name}</strong> and the fit scores of every result against it will be deleted.
          </>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
