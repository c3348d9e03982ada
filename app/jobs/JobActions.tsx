import { ActionIcon, Button, Group, Menu, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArchive, IconCopy, IconDots, IconExternalLink, IconEye, IconPencil, IconTrash } from "@tabler/icons-react";
import { Link, type FetcherWithComponents } from "@remix-run/react";
import type { FormResult } from "./form-result.server";
import { JOB_STATUS_LABELS, JOB_STATUSES, type JobJson, type JobStatus } from "./model";

type JobRef = Pick<JobJson, "id" | "title" | "status" | "archived_at" | "application_count" | "uuid">;
export type Confirming = { job: JobRef; intent: "archive" | "delete" } | null;

/** A job's menu: view, edit, public page, move to a status, duplicate, archive and delete (those two confirmed). */
export function JobActionsMenu({
  job,
  fetcher,
  onConfirm,
  withView = true,
}: {
  job: JobRef;
  fetcher: FetcherWithComponents<FormResult>;
  onConfirm: (confirming: Confirming) => void;
  withView?: boolean;
}) {
  const submit = (intent: string, extra: Record<string, string> = {}) =>
    fetcher.submit({ intent, jobId: String(job.id), title: job.title, ...extra }, { method: "post" });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${job.title}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {withView ? (
          <Menu.Item component={Link} to={`/jobs/${job.id}`} leftSection={<IconEye size={16} aria-hidden />}>
            View
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to={`/jobs/edit?id=${job.id}`} leftSection={<IconPencil size={16} aria-hidden />}>
          Edit
        </Menu.Item>
        {job.status !== "draft" && !job.archived_at ? (
          <Menu.Item
            component="a"
            href={`/careers/${job.uuid}`}
            target="_blank"
            rel="noopener"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            Public page
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Label>Move to</Menu.Label>
        {JOB_STATUSES.filter((s) => s !== job.status).map((status) => (
          <Menu.Item key={status} onClick={() => submit("status", { status })}>
            {JOB_STATUS_LABELS[status as JobStatus]}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => submit("duplicate")}>
          Duplicate
        </Menu.Item>
        {!job.archived_at ? (
          <Menu.Item
            leftSection={<IconArchive size={16} aria-hidden />}
            onClick={() => onConfirm({ job, intent: "archive" })}
          >
            Archive
          </Menu.Item>
        ) : null}
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onConfirm({ job, intent: "delete" })}
        >
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Asks before archiving or deleting a job, saying what happens. */
export function ConfirmJobModal({
  confirming,
  onClose,
  fetcher,
}: {
  confirming: Confirming;
  onClose: () => void;
  fetcher: FetcherWithComponents<FormResult>;
}) {
  const mobile = useMediaQuery("(max-width: 48em)");
  const shown = confirming;
  const deleting = shown?.intent === "delete";
  return (
    <Modal
      opened={confirming !== null}
      onClose={onClose}
      title={deleting ? "Delete job?" : "Archive job?"}
      centered
      fullScreen={mobile}
    >
      {shown ? (
        <Stack gap="md">
          <Text>
            {deleting ? (
              <>
                <strong>{shown.job.title}</strong> and its {shown.job.application_count} application
                {shown.job.application_count === 1 ? "" : "s"} will be deleted for good. The candidates stay in the
                company&apos;s assessments.
              </>
            ) : (
              <>
                <strong>{shown.job.title}</strong> leaves the job board and the job lists. Its applications are kept;
                archived jobs show with &quot;include archived&quot;.
              </>
            )}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              Cancel
            </Button>
            <Button
              color={deleting ? "red" : undefined}
              onClick={() => {
                fetcher.submit(
                  { intent: shown.intent, jobId: String(shown.job.id), title: shown.job.title },
                  { method: "post" },
                );
                onClose();
              }}
            >
              {deleting ? "Delete" : "Archive"}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
