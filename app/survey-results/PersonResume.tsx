// The person's resume on their page: a link to download it, and for staff with the hiring pipeline permission a
// file input to attach one (or replace it) outside any job application. The file is checked here first (type, size),
// so a wrong one is named at once; sending shows its progress, and a refusal is shown beside the input.
import { Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconUpload } from "@tabler/icons-react";
import { useFetcher } from "@remix-run/react";
import { useRef, useState } from "react";
import { actionFields, useActionResult } from "~/ui/action";
import { dateTime } from "./model";
import { RESUME_ACCEPT, RESUME_TYPES_TEXT, resumeFileProblem } from "./resume";
import type { ResumeActionResult } from "./resume.server";
import fileInput from "~/ui/file-input.module.css";

export interface PersonResumeProps {
  surveyResultId: number;
  resume: { file_name: string; attached_at: string } | null;
  /** Whether the user may attach one (the hiring pipeline permission, as the API asks). */
  canAttach: boolean;
  className?: string;
}

export function PersonResume({ surveyResultId, resume, canAttach, className }: PersonResumeProps) {
  const fetcher = useFetcher<ResumeActionResult>({ key: `person-resume-${surveyResultId}` });
  const form = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useActionResult(fetcher.data, { onSuccess: () => form.current?.reset() });
  const sending = fetcher.state !== "idle";
  const error = problem ?? (sending ? undefined : actionFields(fetcher.data).error("resume"));
  const inputId = `person-resume-${surveyResultId}`;

  if (!resume && !canAttach) return null;
  return (
    <Card
      withBorder
      padding="lg"
      className={className}
      component="section"
      aria-labelledby="person-resume"
      data-testid="person-resume"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="person-resume">
          Resume
        </Title>
        {resume ? (
          <Group gap="xs" wrap="wrap">
            <Anchor href={`/survey-results/${surveyResultId}/resume`} style={{ overflowWrap: "anywhere" }}>
              <Group gap={4} wrap="nowrap" component="span">
                <IconDownload size={16} aria-hidden />
                <span>{resume.file_name}</span>
              </Group>
            </Anchor>
            <Text size="sm" c="dimmed">
              attached {dateTime(resume.attached_at)}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No resume attached yet.
          </Text>
        )}
        {canAttach ? (
          <fetcher.Form
            ref={form}
            method="post"
            action={`/survey-results/${surveyResultId}/resume`}
            encType="multipart/form-data"
            onSubmit={(event) => {
              const input = event.currentTarget.elements.namedItem("resume") as HTMLInputElement | null;
              const found = resumeFileProblem(input?.files?.[0]);
              setProblem(found);
              if (found) {
                event.preventDefault();
                input?.focus();
              }
            }}
          >
            <input type="hidden" name="intent" value="resume-attach" />
            <Stack gap={6}>
              <Text component="label" htmlFor={inputId} size="sm" fw={500}>
                {resume ? "Replace the resume" : "Attach a resume"}
              </Text>
              <Text size="xs" c="dimmed" id={`${inputId}-hint`}>
                {`${RESUME_TYPES_TEXT[0].toUpperCase()}${RESUME_TYPES_TEXT.slice(1)} of at most 5 MB.`}
              </Text>
              <input
                id={inputId}
                type="file"
                className={fileInput.input}
                name="resume"
                accept={RESUME_ACCEPT}
                disabled={sending}
                onChange={(event) =>
                  setProblem(event.currentTarget.files?.length ? resumeFileProblem(event.currentTarget.files[0]) : null)
                }
                aria-describedby={[`${inputId}-hint`, error ? `${inputId}-error` : null].filter(Boolean).join(" ")}
                aria-invalid={error ? true : undefined}
              />
              {error ? (
                <Text size="xs" c="red" id={`${inputId}-error`} role="alert">
                  {error}
                </Text>
              ) : null}
              <Group>
                <Button
                  type="submit"
                  size="sm"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={sending}
                  w={{ base: "100%", xs: "auto" }}
                >
                  {resume ? "Replace resume" : "Attach resume"}
                </Button>
                {sending ? (
                  <Text size="sm" c="dimmed" aria-live="polite">
                    Uploading…
                  </Text>
                ) : null}
              </Group>
            </Stack>
          </fetcher.Form>
        ) : null}
      </Stack>
    </Card>
  );
}
