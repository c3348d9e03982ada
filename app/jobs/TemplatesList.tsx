import "@mantine/core/styles/Switch.layer.css";
import { Badge, Button, Menu, Stack, Switch, Text, VisuallyHidden } from "@mantine/core";
import { IconArchive, IconBriefcase, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useActionResult, type ActionResult } from "~/ui/action";
import { ConfirmDialog, ListTable, RowActions, useListUrl } from "~/ui/list";
import { JobsHeader } from "./JobsNav";
import type { NamedOption, TemplateJson } from "./model";
import { TemplateEditor } from "./TemplateEditor";

type TemplatesActionResult = ActionResult<{ id: number } | undefined>;

/** Application templates (spec §7): the custom questions a job asks. A job uses one. */
export function TemplatesList({
  templates,
  companies,
  includeArchived,
}: {
  templates: TemplateJson[];
  companies: NamedOption[];
  includeArchived: boolean;
}) {
  const { set } = useListUrl();
  const editorFetcher = useFetcher<TemplatesActionResult>({ key: "template-editor" });
  const rowFetcher = useFetcher<TemplatesActionResult>({ key: "template-row" });
  const [editing, setEditing] = useState<{
    template: TemplateJson | null;
    opened: boolean;
    key: number;
    stale: string | null;
  }>({
    template: null,
    opened: false,
    key: 0,
    stale: null,
  });
  const [confirming, setConfirming] = useState<{ template: TemplateJson; intent: "archive" | "delete" } | null>(null);
  const open = (template: TemplateJson | null) =>
    setEditing((e) => ({ template, opened: true, key: e.key + 1, stale: editorFetcher.data?.id ?? null }));
  const close = () => setEditing((e) => ({ ...e, opened: false }));
  useActionResult(editorFetcher.data, { onSuccess: close });
  useActionResult(rowFetcher.data);

  return (
    <Stack gap="md">
      <JobsHeader
        title="Application templates"
        description="The questions a job asks its applicants: short or long text, single or multiple choice, yes/no and files."
        current="/jobs/templates"
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => open(null)}>
            New template
          </Button>
        }
      />
      <Switch
        label="Include archived"
        checked={includeArchived}
        onChange={(e) => set({ include_archived: e.currentTarget.checked })}
      />
      <ListTable<TemplateJson>
        aria-label="Application templates"
        records={templates}
        idAccessor="id"
        emptyText="No application templates yet"
        columns={[
          {
            accessor: "name",
            title: "Name",
            render: (t) => (
              <Stack gap={0}>
                <Text size="sm" fw={500} component="div">
                  {t.name}
                  {t.archived_at ? (
                    <Badge size="xs" variant="outline" color="gray" ml={6}>
                      Archived
                    </Badge>
                  ) : null}
                  {t.is_test ? (
                    <Badge size="xs" variant="outline" color="gray" ml={6}>
                      Test
                    </Badge>
                  ) : null}
                </Text>
                {t.description ? (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {t.description}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          { accessor: "company", title: "For", render: (t) => t.company?.name ?? "Every company" },
          { accessor: "questions", title: "Questions", textAlign: "right", render: (t) => t.questions.length },
          { accessor: "job_count", title: "Jobs", textAlign: "right" },
          {
            accessor: "actions",
            title: <VisuallyHidden>Actions</VisuallyHidden>,
            textAlign: "right",
            render: (t) => (
              <RowActions name={t.name}>
                <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => open(t)}>
                  Edit
                </Menu.Item>
                {!t.archived_at ? (
                  <Menu.Item
                    component={Link}
                    to={`/jobs/add?template_id=${t.id}${t.company_id ? `&company_id=${t.company_id}` : ""}`}
                    leftSection={<IconBriefcase size={16} aria-hidden />}
                  >
                    New job from this template
                  </Menu.Item>
                ) : null}
                {!t.archived_at ? (
                  <Menu.Item
                    leftSection={<IconArchive size={16} aria-hidden />}
                    onClick={() => setConfirming({ template: t, intent: "archive" })}
                  >
                    Archive
                  </Menu.Item>
                ) : null}
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  disabled={t.job_count > 0}
                  onClick={() => setConfirming({ template: t, intent: "delete" })}
                >
                  {t.job_count > 0 ? "Delete (used by jobs: archive it)" : "Delete"}
                </Menu.Item>
              </RowActions>
            ),
          },
        ]}
      />
      <TemplateEditor
        key={editing.key}
        template={editing.template}
        opened={editing.opened}
        onClose={close}
        companies={companies}
        fetcher={editorFetcher}
        staleResultId={editing.stale}
      />
      <ConfirmDialog
        subject={confirming}
        title={(c) => (c.intent === "delete" ? "Delete template?" : "Archive template?")}
        confirmLabel={(c) => (c.intent === "delete" ? "Delete" : "Archive")}
        color={(c) => (c.intent === "delete" ? "red" : undefined)}
        onClose={() => setConfirming(null)}
        onConfirm={({ template, intent }) =>
          rowFetcher.submit(
            { intent, templateId: template.id, name: template.name },
            { method: "post", encType: "application/json" },
          )
        }
      >
        {({ template, intent }) =>
          intent === "delete" ? (
            <>
              <strong>{template.name}</strong> will be deleted for good.
            </>
          ) : (
            <>
              <strong>{template.name}</strong> is no longer offered for new jobs; jobs that use it keep it.
            </>
          )
        }
      </ConfirmDialog>
    </Stack>
  );
}
