import "mantine-datatable/styles.css";
import { Anchor, Badge, Button, CopyButton, Group, Menu, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconChevronDown, IconCopy, IconExternalLink, IconPencil, IconSparkles } from "@tabler/icons-react";
import { Link, useFetcher } from "@remix-run/react";
import { DataTable } from "mantine-datatable";
import { useState, type ReactNode } from "react";
import brand from "~brand";
import { useActionResult } from "~/ui/action";
import type { JobActionResult } from "./actions.server";
import { careersClasses } from "./CareersFrame";
import { ImportCandidates } from "./ImportCandidates";
import { ConfirmJobModal, JobActionsMenu, type Confirming } from "./JobActions";
import { JobsHeader } from "./JobsNav";
import {
  EMPLOYMENT_TYPE_LABELS,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  payText,
  shortDate,
  WORKPLACE_LABELS,
  type AnswerValue,
  type ApplicationJson,
  type GeneratedAd,
  type JobJson,
  type TemplateQuestion,
} from "./model";
import { JobStatusBadge } from "./StatusBadge";

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

/** A job's page for super admins: its details, status, public link, applications, imports and ads. */
export function JobPage({
  job,
  applications,
  applicationTotal,
  publicUrl,
}: {
  job: JobJson;
  applications: ApplicationJson[];
  applicationTotal: number;
  /** The job's public page on this deployment's address. */
  publicUrl: string;
}) {
  const fetcher = useFetcher<JobActionResult>({ key: `job-${job.id}` });
  const adsFetcher = useFetcher<JobActionResult>({ key: `job-ads-${job.id}` });
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [ads, setAds] = useState<GeneratedAd[] | null>(null);
  useActionResult(fetcher.data);
  useActionResult(adsFetcher.data, { onSuccess: (r) => setAds(r.data?.ads ?? null) });
  const setStatus = (status: string) =>
    fetcher.submit({ intent: "status", jobId: String(job.id), title: job.title, status }, { method: "post" });
  const isPublic = job.status !== "draft" && !job.archived_at;

  return (
    <Stack gap="md">
      <JobsHeader
        title={job.title}
        description={
          <>
            {job.company.name} · #{job.id}
          </>
        }
        current={undefined}
        actions={
          <>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
                  Status: {JOB_STATUS_LABELS[job.status]}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {JOB_STATUSES.filter((s) => s !== job.status).map((s) => (
                  <Menu.Item key={s} onClick={() => setStatus(s)}>
                    {s === "published" ? "Publish" : `Move to ${JOB_STATUS_LABELS[s].toLowerCase()}`}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button component={Link} to={`/jobs/edit?id=${job.id}`} leftSection={<IconPencil size={16} aria-hidden />}>
              Edit
            </Button>
            <JobActionsMenu job={job} fetcher={fetcher} onConfirm={setConfirming} withView={false} />
          </>
        }
      />
      <Group gap="xs">
        <JobStatusBadge status={job.status} archived={Boolean(job.archived_at)} />
        {job.is_test ? (
          <Badge variant="outline" color="gray">
            Test
          </Badge>
        ) : null}
        <Anchor component={Link} to="/jobs/overview" size="sm">
          All jobs
        </Anchor>
        <Anchor component={Link} to="/jobs/board" size="sm">
          Board
        </Anchor>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Details
            </Title>
            <Fact label="Company">{job.company.name}</Fact>
            <Fact label="Role">{job.role_name?.name ?? "—"}</Fact>
            <Fact label="Location">{job.location?.name ?? "—"}</Fact>
            <Fact label="Department">{job.department?.name ?? "—"}</Fact>
            <Fact label="Employment">
              {EMPLOYMENT_TYPE_LABELS[job.employment_type]} · {WORKPLACE_LABELS[job.workplace]}
            </Fact>
            <Fact label="Pay">{payText(job) ?? "—"}</Fact>
            <Fact label="Application template">{job.template?.name ?? "No questions"}</Fact>
            {brand.features.interviewAfterApplication ? (
              <Fact label="Interview after application">{job.interview_after_application ? "Yes" : "No"}</Fact>
            ) : null}
            <Fact label="Applicants get their own report">{job.participant_reports ? "Yes" : "No"}</Fact>
            <Fact label="Created">{shortDate(job.created_at)}</Fact>
            <Fact label="Published">{shortDate(job.published_at)}</Fact>
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Job board
            </Title>
            {isPublic ? (
              <>
                <Text size="sm">
                  {job.status === "published"
                    ? "Published: candidates find it on the job board and can apply."
                    : "Not taking applications: the page says so."}
                </Text>
                {/* Wraps on a phone: the long address above, the whole Copy link button below it. */}
                <Group gap="xs" wrap="wrap">
                  <Anchor
                    href={job.public_path}
                    target="_blank"
                    rel="noopener"
                    size="sm"
                    style={{ wordBreak: "break-all" }}
                  >
                    {publicUrl} <IconExternalLink size={14} aria-hidden />
                  </Anchor>
                  <CopyButton value={publicUrl}>
                    {({ copied, copy }) => (
                      <Button
                        size="compact-xs"
                        variant="light"
                        style={{ flexShrink: 0 }}
                        onClick={copy}
                        leftSection={<IconCopy size={12} aria-hidden />}
                      >
                        {copied ? "Copied" : "Copy link"}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </>
            ) : (
              <Text size="sm">
                {job.archived_at
                  ? "Archived: not on the job board."
                  : "A draft: publish it to put it on the job board."}
              </Text>
            )}
            <Group justify="space-between" mt="sm">
              <Title order={3} size="h5">
                Job ads
              </Title>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconSparkles size={14} aria-hidden />}
                loading={adsFetcher.state !== "idle"}
                onClick={() => adsFetcher.submit({ intent: "ads", jobId: String(job.id) }, { method: "post" })}
              >
                Write job ads
              </Button>
            </Group>
            {ads ? (
              <Stack gap="xs">
                {ads.map((ad) => (
                  <Paper key={ad.channel} withBorder p="xs" radius="sm">
                    <Group justify="space-between" mb={4}>
                      <Text size="xs" fw={600} tt="uppercase">
                        {ad.channel.replace("_", " ")}
                      </Text>
                      <Group gap={4}>
                        <Badge size="xs" variant="light" color="gray">
                          {ad.label ?? `written by ${ad.model ?? "AI"}`}
                        </Badge>
                        <CopyButton value={ad.text}>
                          {({ copied, copy }) => (
                            <Button size="compact-xs" variant="subtle" onClick={copy}>
                              {copied ? "Copied" : "Copy"}
                            </Button>
                          )}
                        </CopyButton>
                      </Group>
                    </Group>
                    <Text size="sm" className={careersClasses.description}>
                      {ad.text}
                    </Text>
                  </Paper>
                ))}
              </Stack>
            ) : null}
          </Stack>
        </Paper>
      </SimpleGrid>

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="xs">
          Description
        </Title>
        {job.description ? (
          <Text size="sm" className={careersClasses.description}>
            {job.description}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No description yet.
          </Text>
        )}
      </Paper>

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

      <ImportCandidates jobId={job.id} jobTitle={job.title} />
      <ConfirmJobModal confirming={confirming} onClose={() => setConfirming(null)} fetcher={fetcher} />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={180} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}
