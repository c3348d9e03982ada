import "mantine-datatable/styles.css";
import { Anchor, Badge, Stack, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { DataTable } from "mantine-datatable";
import type { ReactNode } from "react";
import { JobFact as Fact } from "./JobFact";
import { shortDate, type AnswerValue, type ApplicationJson, type TemplateQuestion } from "./model";

const ASSESSMENT_LABELS = { not_started: "Not started", in_progress: "In progress", submitted: "Completed" } as const;

function answerText(question: TemplateQuestion, value: AnswerValue | undefined, applicationId: number): ReactNode {
  if (value === undefined || value === null || value === "")
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "object") {
    return (
      <Anchor href={`/jobs/application-file?application=${applicationId}&file=${question.id}`}>
        {value.file_name}
      </Anchor>
    );
  }
  return value;
}

/** A job's applications; a row expands to the answers to the job's questions. */
export function JobApplicationsTable({
  applications,
  applicationTotal,
}: {
  applications: ApplicationJson[];
  applicationTotal: number;
}) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Applications ({applicationTotal})
      </Title>
      <DataTable<ApplicationJson>
        aria-label="Applications"
        withTableBorder
        borderRadius="sm"
        minHeight={applications.length ? undefined : 160}
        records={applications}
        idAccessor="id"
        noRecordsText="No applications yet"
        rowExpansion={{
          content: ({ record }) => (
            <Stack gap={6} p="sm">
              {record.questions.length === 0 ? (
                <Text size="sm" c="dimmed">
                  This job asks no questions.
                </Text>
              ) : (
                record.questions.map((q) => (
                  <Fact key={q.id} label={q.label}>
                    {answerText(q, record.answers[q.id], record.id)}
                  </Fact>
                ))
              )}
            </Stack>
          ),
        }}
        columns={[
          {
            accessor: "name",
            title: "Applicant",
            render: (a) => (
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {a.candidate.first} {a.candidate.last}
                </Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                  {a.candidate.email}
                </Text>
                {/* One click to the candidate's page (application, resume, report); the row itself expands. */}
                {a.survey_result_id ? (
                  <Anchor
                    component={Link}
                    to={`/survey-results/${a.survey_result_id}`}
                    size="xs"
                    aria-label={`Candidate page: ${a.candidate.first} ${a.candidate.last}`}
                    onClick={(e) => e.stopPropagation()}
                  >
                    Candidate page
                  </Anchor>
                ) : null}
              </Stack>
            ),
          },
          {
            accessor: "status",
            title: "Application",
            render: (a) =>
              a.status === "submitted" ? (
                <Text size="sm">
                  {a.source === "import" ? "Imported" : "Applied"} {shortDate(a.submitted_at)}
                </Text>
              ) : (
                <Badge variant="light" color="yellow" c="dark.9">
                  In progress
                </Badge>
              ),
          },
          {
            accessor: "assessment",
            title: "Assessment",
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (a) => (a.assessment ? ASSESSMENT_LABELS[a.assessment.status] : "—"),
          },
          {
            accessor: "resume",
            title: "Resume",
            render: (a) =>
              a.resume ? (
                <Anchor
                  href={`/jobs/application-file?application=${a.id}&file=resume`}
                  size="sm"
                  onClick={(e) => e.stopPropagation()}
                >
                  {a.resume.file_name}
                </Anchor>
              ) : (
                "—"
              ),
          },
        ]}
      />
    </Stack>
  );
}
