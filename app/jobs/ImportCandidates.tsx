import { Alert, Button, Group, List, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { IconFileImport } from "@tabler/icons-react";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useActionResult } from "~/ui/action";
import type { JobActionResult } from "./actions.server";
import { IMPORT_COLUMNS, type ImportJson } from "./model";
import fileInput from "~/ui/file-input.module.css";

/**
 * Importing candidates for a job from a CSV: choose a file (it is uploaded through a presigned URL and every row
 * checked), see each bad row named, then confirm: all rows are imported together, or none.
 */
export function ImportCandidates({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const checker = useFetcher<JobActionResult>({ key: `import-check-${jobId}` });
  const confirmer = useFetcher<JobActionResult>({ key: `import-confirm-${jobId}` });
  const [shown, setShown] = useState<ImportJson | null>(null);
  const show = (result: { data: { import?: ImportJson } | undefined }) => setShown(result.data?.import ?? null);
  const checkForm = useActionResult(checker.data, { onSuccess: show });
  // A failed import is answered too, with the row that stopped it.
  useActionResult(confirmer.data, { onSuccess: show });
  const importing = confirmer.state !== "idle";
  const fileError = checkForm.error("file");

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Import candidates
        </Title>
        <Text size="sm" c="dimmed">
          A CSV with a header row naming the columns {IMPORT_COLUMNS.join(", ")} (first, last and email required). Each
          row becomes a candidate of the company who applied for {jobTitle}. A file with any bad row imports nothing.
        </Text>
        <checker.Form method="post" encType="multipart/form-data" aria-label="Upload a CSV of candidates">
          <input type="hidden" name="intent" value="import-check" />
          <input type="hidden" name="jobId" value={jobId} />
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Stack gap={4}>
              <Text component="label" htmlFor={`import-file-${jobId}`} size="sm" fw={500}>
                CSV file
              </Text>
              <input
                id={`import-file-${jobId}`}
                type="file"
                className={fileInput.input}
                name="file"
                accept=".csv,text/csv"
                required
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? `import-file-${jobId}-error` : undefined}
              />
              {fileError ? (
                <Text size="xs" c="red" id={`import-file-${jobId}-error`}>
                  {fileError}
                </Text>
              ) : null}
            </Stack>
            <Button
              type="submit"
              variant="light"
              loading={checker.state !== "idle"}
              leftSection={<IconFileImport size={16} aria-hidden />}
            >
              Upload and check
            </Button>
          </Group>
        </checker.Form>

        {importing ? (
          <Stack gap={4}>
            <Text size="sm">Importing…</Text>
            <Progress value={100} striped animated aria-label="Import progress" />
          </Stack>
        ) : shown ? (
          <ImportStatus importJob={shown} />
        ) : null}

        {shown?.status === "ready" && !importing ? (
          <confirmer.Form method="post">
            <input type="hidden" name="intent" value="import-confirm" />
            <input type="hidden" name="jobId" value={jobId} />
            <input type="hidden" name="importId" value={shown.id} />
            <Button type="submit">
              Import {shown.total_rows} candidate{shown.total_rows === 1 ? "" : "s"}
            </Button>
          </confirmer.Form>
        ) : null}
      </Stack>
    </Paper>
  );
}

function ImportStatus({ importJob }: { importJob: ImportJson }) {
  switch (importJob.status) {
    case "ready":
      return (
        <Alert color="blue" title={`${importJob.file_name} is ready`}>
          {importJob.total_rows} candidate{importJob.total_rows === 1 ? "" : "s"} checked, no problems found.
        </Alert>
      );
    case "completed":
      return (
        <Stack gap={4}>
          <Progress value={importJob.progress} aria-label="Import progress" />
          <Text size="sm">
            {importJob.imported_rows} of {importJob.total_rows} imported from {importJob.file_name}.
          </Text>
        </Stack>
      );
    case "invalid":
    case "failed":
      return (
        <Alert
          color="red"
          title={
            importJob.status === "invalid"
              ? "The file has problems; nothing was imported"
              : "The import failed; nothing was imported"
          }
          role="alert"
        >
          <List size="sm" spacing={2}>
            {importJob.errors.slice(0, 50).map((e, i) => (
              <List.Item key={i}>{e.message}</List.Item>
            ))}
          </List>
          {importJob.errors.length > 50 ? <Text size="sm">…and {importJob.errors.length - 50} more.</Text> : null}
        </Alert>
      );
    default:
      return (
        <Text size="sm" c="dimmed">
          {importJob.file_name}: {importJob.status.replace("_", " ")} ({importJob.progress}%)
        </Text>
      );
  }
}
