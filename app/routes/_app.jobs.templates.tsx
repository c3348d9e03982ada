import "mantine-datatable/styles.css";
import { ActionIcon, Badge, Button, Group, Menu, Modal, Stack, Switch, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArchive, IconBriefcase, IconDots, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useFetcher, useLoaderData, useNavigate } from "@remix-run/react";
import { DataTable } from "mantine-datatable";
import { useState } from "react";
import brand from "~brand";
import { ApiRequestError } from "~/api/client.server";
import { requireJobsAdmin } from "~/jobs/access.server";
import { failure, success, type FormResult } from "~/jobs/form-result.server";
import { JobsHeader } from "~/jobs/JobsNav";
import type { TemplateJson } from "~/jobs/model";
import { companiesList } from "~/jobs/options.server";
import { TemplateEditor } from "~/jobs/TemplateEditor";
import { useFormResult } from "~/jobs/use-form-result";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** Application templates (spec §7): the custom questions a job asks. A job uses one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const includeArchived = new URL(request.url).searchParams.get("include_archived") === "true";
  const [templates, companies] = await Promise.all([
    api.get<{ data: TemplateJson[] }>("/job-application-templates", {
      query: { include_archived: includeArchived, include_tests: true },
    }),
    companiesList(api),
  ]);
  return { templates: templates.data, companies, includeArchived };
}

const LABELS: Record<string, string> = {
  name: "Name",
  description: "Description",
  company_id: "Company",
  questions: "Questions",
};

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const templateId = Number(form.get("templateId")) || null;
  const name = String(form.get("name") ?? "The template");
  try {
    switch (intent) {
      case "save": {
        let body: unknown;
        try {
          body = JSON.parse(String(form.get("payload") ?? ""));
        } catch {
          return data(failure(intent, new ApiRequestError(400, "The template could not be read. Please try again.")));
        }
        const saved = templateId
          ? await api.put<{ data: TemplateJson }>(`/job-application-templates/${templateId}`, body)
          : await api.post<{ data: TemplateJson }>("/job-application-templates", body);
        return data(success(intent, `${saved.data.name} was saved.`, { id: saved.data.id }));
      }
      case "archive":
        await api.delete(`/job-application-templates/${templateId}/archive`);
        return data(success(intent, `${name} was archived.`));
      case "delete":
        await api.delete(`/job-application-templates/${templateId}`);
        return data(success(intent, `${name} was deleted.`));
      default:
        return data(failure(intent, new ApiRequestError(400, "Unknown action")));
    }
  } catch (error) {
    return data(failure(intent, error, LABELS));
  }
}

export default function Templates() {
  const { templates, companies, includeArchived } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const mobile = useMediaQuery("(max-width: 48em)");
  const editorFetcher = useFetcher<FormResult>({ key: "template-editor" });
  const rowFetcher = useFetcher<FormResult>({ key: "template-row" });
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
  useFormResult(editorFetcher.data, close);
  useFormResult(rowFetcher.data);

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
        onChange={(e) =>
          navigate(e.currentTarget.checked ? "/jobs/templates?include_archived=true" : "/jobs/templates")
        }
      />
      <DataTable<TemplateJson>
        aria-label="Application templates"
        withTableBorder
        borderRadius="sm"
        highlightOnHover
        minHeight={templates.length ? undefined : 200}
        records={templates}
        idAccessor="id"
        noRecordsText="No application templates yet"
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
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${t.name}`}>
                    <IconDots size={18} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
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
                </Menu.Dropdown>
              </Menu>
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
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming?.intent === "delete" ? "Delete template?" : "Archive template?"}
        centered
        fullScreen={mobile}
      >
        {confirming ? (
          <Stack gap="md">
            <Text>
              {confirming.intent === "delete" ? (
                <>
                  <strong>{confirming.template.name}</strong> will be deleted for good.
                </>
              ) : (
                <>
                  <strong>{confirming.template.name}</strong> is no longer offered for new jobs; jobs that use it keep
                  it.
                </>
              )}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
                Cancel
              </Button>
              <Button
                color={confirming.intent === "delete" ? "red" : undefined}
                onClick={() => {
                  rowFetcher.submit(
                    {
                      intent: confirming.intent,
                      templateId: String(confirming.template.id),
                      name: confirming.template.name,
                    },
                    { method: "post" },
                  );
                  setConfirming(null);
                }}
              >
                {confirming.intent === "delete" ? "Delete" : "Archive"}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

export const meta: MetaFunction = () => [{ title: `Application templates | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
