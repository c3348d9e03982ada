import { Menu } from "@mantine/core";
import { IconArchive, IconCopy, IconExternalLink, IconEye, IconPencil, IconTrash } from "@tabler/icons-react";
import { Link, type FetcherWithComponents } from "@remix-run/react";
import { ConfirmDialog, RowActions } from "~/ui/list";
import { JOB_STATUS_LABELS, JOB_STATUSES, type JobJson, type JobStatus } from "./model";

type JobRef = Pick<JobJson, "id" | "title" | "status" | "archived_at" | "application_count" | "uuid">;
export type Confirming = { job: JobRef; intent: "archive" | "delete" } | null;
/** The fetcher a job's actions are sent with (its answer is shown by the page, see useActionResult). */
export type JobFetcher = Pick<FetcherWithComponents<unknown>, "submit">;

/** A job's menu: view, edit, public page, move to a status, duplicate, archive and delete (those two confirmed). */
export function JobActionsMenu({
  job,
  fetcher,
  onConfirm,
  withView = true,
}: {
  job: JobRef;
  fetcher: JobFetcher;
  onConfirm: (confirming: Confirming) => void;
  withView?: boolean;
}) {
  const submit = (intent: string, extra: Record<string, string> = {}) =>
    fetcher.submit({ intent, jobId: String(job.id), title: job.title, ...extra }, { method: "post" });
  return (
    <RowActions name={job.title}>
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
    </RowActions>
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
  fetcher: JobFetcher;
}) {
  return (
    <ConfirmDialog
      subject={confirming}
      title={(c) => (c.intent === "delete" ? "Delete job?" : "Archive job?")}
      confirmLabel={(c) => (c.intent === "delete" ? "Delete" : "Archive")}
      color={(c) => (c.intent === "delete" ? "red" : undefined)}
      onClose={onClose}
      onConfirm={(c) =>
        fetcher.submit({ intent: c.intent, jobId: String(c.job.id), title: c.job.title }, { method: "post" })
      }
    >
      {({ job, intent }) =>
        intent === "delete" ? (
          <>
            <strong>{job.title}</strong> and its {job.application_count} application
            {job.application_count === 1 ? "" : "s"} will be deleted for good. The candidates stay in the company&apos;s
            assessments.
          </>
        ) : (
          <>
            <strong>{job.title}</strong> leaves the job board and the job lists. Its applications are kept; archived
            jobs show with &quot;include archived&quot;.
          </>
        )
      }
    </ConfirmDialog>
  );
}
