import "@mantine/core/styles/Switch.layer.css";
// The Report Configurator's list (/report-configurator): the mapping sets searched and filtered in the URL (ADR 030),
// and a dialog that starts a new draft for a scale and report.
import { Anchor, Badge, Button, Checkbox, Group, Modal, Select, Stack, Switch, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { REPORT_KIND_LABELS } from "~domain/report-mappings";
import { shortDate } from "~/survey-results/list-model";
import { useActionResult } from "~/ui/action";
import { IncludeSwitchPair, ListPageHeader, ListTable, ListToolbar, useListSort, useListUrl } from "~/ui/list";
import type { createDraftAction, loadMappings } from "./list.server";
import { SCALE_OPTIONS, STATUS_COLORS, type MappingJson } from "./model";

export type MappingsData = SerializeFrom<typeof loadMappings>;

export function MappingsList({ mappings, total, query, kinds }: MappingsData) {
  const sort = useListSort(query, {
    defaults: { sort_by: "updated_at", order_by: "asc" },
    first: { updated_at: "desc" },
  });
  const { set } = useListUrl();
  const [creating, setCreating] = useState(false);
  const form = useActionResult(useActionData<typeof createDraftAction>());
  const busy = useNavigation().state === "submitting";
  const filtered = Boolean(
    query.search || query.include_archived || query.include_tests || query.is_active !== undefined,
  );

  return (
    <Stack gap="md">
      <ListPageHeader
        title="Report Configurator"
        description="Which text each report shows for a trait scale, by percentile range. A draft changes nothing until it is activated; an active version can be rolled back."
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New draft
          </Button>
        }
      />
      <ListToolbar
        label="Search report mappings"
        search={query.search ?? ""}
        placeholder="Name or scale code…"
        searchProps={{ maw: 360 }}
        exclude={["include_archived", "include_tests", "is_active"]}
        filters={
          <Group gap="md" pb={6} wrap="wrap">
            <Switch
              label="Active only"
              checked={query.is_active === true}
              onChange={(e) => set({ is_active: e.currentTarget.checked ? true : null })}
            />
            <IncludeSwitchPair
              archived={query.include_archived}
              tests={query.include_tests}
              onArchivedChange={(checked) => set({ include_archived: checked || null })}
              onTestsChange={(checked) => set({ include_tests: checked || null })}
            />
          </Group>
        }
      />
      <ListTable<MappingJson>
        aria-label="Report mappings"
        minHeight={180}
        records={mappings}
        idAccessor="id"
        emptyText={filtered ? "No mapping matches" : "No mappings yet: every report shows its built-in texts"}
        pager={{ total, page: query.page, limit: query.limit }}
        sort={sort}
        columns={[
          {
            accessor: "name",
            title: "Name",
            sortable: true,
            render: (m) => (
              <div>
                <Anchor component={Link} to={`/report-configurator/${m.id}`} fw={500} size="sm">
                  {m.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {REPORT_KIND_LABELS[m.report_kind]}
                  {m.is_test ? " · test" : ""}
                </Text>
              </div>
            ),
          },
          {
            accessor: "scale",
            title: "Scale",
            sortable: true,
            render: (m) => (
              <Text size="sm">
                {m.scale_name}{" "}
                <Text span c="dimmed" size="xs">
                  ({m.scale})
                </Text>
              </Text>
            ),
          },
          { accessor: "version", title: "Version", sortable: true, render: (m) => `v${m.version}` },
          {
            accessor: "status",
            title: "Status",
            sortable: true,
            render: (m) => (
              <Badge color={STATUS_COLORS[m.status]} variant="light">
                {m.status}
              </Badge>
            ),
          },
          {
            accessor: "updated_at",
            title: "Updated",
            sortable: true,
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
            render: (m) => shortDate(m.updated_at),
          },
        ]}
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title="New draft" centered>
        <Form method="post">
          <Stack gap="sm">
            <Select
              label="Trait scale"
              name="scale"
              data={SCALE_OPTIONS}
              searchable
              required
              error={form.error("scale")}
              comboboxProps={{ withinPortal: false }}
            />
            <Select
              label="Report"
              name="report_kind"
              data={kinds.map((k) => ({ value: k, label: REPORT_KIND_LABELS[k] }))}
              defaultValue={kinds[0]}
              required
              error={form.error("report_kind")}
              comboboxProps={{ withinPortal: false }}
            />
            <TextInput label="Name" name="name" required maxLength={120} error={form.error("name")} />
            <Checkbox label="Test mapping (hidden from the list unless tests are included)" name="is_test" />
            <Text size="xs" c="dimmed">
              The draft starts from the active version's ranges, or from the built-in texts.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setCreating(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Start draft
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </Stack>
  );
}
