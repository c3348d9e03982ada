// The application on the candidate's page: the job applied for, the application form's questions and answers, and
// the resume (its text read in the page, or the file downloaded through a fresh short-lived link), then its
// analysis.
import { Alert, Anchor, Badge, Button, Group, Paper, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconEye, IconEyeOff } from "@tabler/icons-react";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { dateTime } from "~/survey-results/model";
import { RESUME_PATH, type CandidateApplication, type ResumeTextResult } from "./model";
import { ResumeAnalysisPanel } from "./ResumeAnalysisPanel";

type Answer = CandidateApplication["answers"][string];

function answerText(value: Answer | undefined): React.ReactNode {
  if (value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length))
    return (
      <Text span c="dimmed">
        Not answered
      </Text>
    );
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "object") return value.file_name;
  return value;
}

export function ApplicationPanel({
  applications,
  jobLinks,
  resumeAnalysis,
}: {
  applications: CandidateApplication[];
  jobLinks: boolean;
  resumeAnalysis: boolean;
}) {
  if (!applications.length)
    return (
      <Text size="sm" c="dimmed">
        No job application: this candidate was not added through a job.
      </Text>
    );
  return (
    <Stack gap="xl">
      {applications.map((application) => (
        <OneApplication
          key={application.id}
          application={application}
          jobLink={jobLinks}
          resumeAnalysis={resumeAnalysis}
        />
      ))}
    </Stack>
  );
}

function OneApplication({
  application,
  jobLink,
  resumeAnalysis,
}: {
  application: CandidateApplication;
  jobLink: boolean;
  resumeAnalysis: boolean;
}) {
  const { job, questions, answers, resume } = application;
  return (
    <Stack gap="md" data-testid="application">
      <div>
        <Text size="sm" c="dimmed">
          Applied for
        </Text>
        <Group gap="xs" wrap="wrap">
          {jobLink ? (
            <Anchor component={Link} to={`/jobs/${job.id}`} fw={600}>
              {job.title}
            </Anchor>
          ) : (
            <Text fw={600}>{job.title}</Text>
          )}
          <Badge variant="light" color={application.status === "submitted" ? "green" : "gray"}>
            {application.status === "submitted" ? "Submitted" : "Not submitted yet"}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {application.submitted_at
            ? `Submitted ${dateTime(application.submitted_at)}`
            : `Started ${dateTime(application.created_at)}`}
        </Text>
      </div>

      <section aria-label="Application answers">
        <Title order={3} size="h5" mb={6}>
          Answers
        </Title>
        {questions.length ? (
          <Stack component="dl" gap={8} m={0}>
            {questions.map((q) => (
              <div key={q.id}>
                <Text component="dt" size="sm" fw={600}>
                  {q.label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {answerText(answers[q.id])}
                </Text>
              </div>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            The job's application form asked no questions.
          </Text>
        )}
      </section>

      <section aria-label="Resume">
        <Title order={3} size="h5" mb={6}>
          Resume
        </Title>
        {resume ? (
          <ResumeFile applicationId={application.id} fileName={resume.file_name} kind={resume.kind} />
        ) : (
          <Text size="sm" c="dimmed">
            Applied without a resume.
          </Text>
        )}
      </section>

      {resumeAnalysis && resume ? <ResumeAnalysisPanel application={application} /> : null}
    </Stack>
  );
}

/**
 * The resume's name, its text shown in the page on demand (read from the file each time, never kept) and a
 * download through a fresh short-lived link.
 */
function ResumeFile({ applicationId, fileName, kind }: { applicationId: number; fileName: string; kind: string }) {
  const view = useFetcher<ResumeTextResult>({ key: `resume-text-${applicationId}` });
  const [open, setOpen] = useState(false);
  const href = `${RESUME_PATH}?application=${applicationId}`;
  const readable = kind !== "other";
  const loading = view.state !== "idle";
  const show = () => {
    setOpen(true);
    if (!view.data) view.load(`${href}&view=text`);
  };
  const textId = `resume-text-${applicationId}`;

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {fileName}
        </Text>
        {readable ? (
          <Button
            size="xs"
            variant="default"
            aria-expanded={open}
            aria-controls={textId}
            leftSection={open ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
            onClick={() => (open ? setOpen(false) : show())}
            loading={loading}
          >
            {open ? "Hide resume" : "View resume"}
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="default"
          component="a"
          href={href}
          leftSection={<IconDownload size={14} aria-hidden />}
        >
          Download
        </Button>
      </Group>
      {open && view.data ? (
        view.data.ok ? (
          <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
            <Paper
              withBorder
              p="sm"
              radius="sm"
              id={textId}
              aria-label={`Resume text: ${fileName}`}
              role="region"
              style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontSize: "var(--mantine-font-size-sm)" }}
            >
              {view.data.text}
            </Paper>
          </ScrollArea.Autosize>
        ) : (
          <Alert color="red" variant="light" role="alert" id={textId}>
            {view.data.message}
          </Alert>
        )
      ) : null}
    </Stack>
  );
}
