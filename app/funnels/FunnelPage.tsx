// A campaign's public landing page: phone-first, in the brand's frame with the company's logo and name, the job's
// title and summary (or who is invited), and the way on (the assessment, or applying for the job where the brand has
// jobs; when both are offered, each says what it means). A closed campaign says so kindly. In the brand's words (`brand.wording.campaigns`): the coaching brand's
// page invites an employee to their profile.
import { Avatar, Button, Group, Stack, Text, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import brand from "~brand";
import { CareersCard, CareersFrame } from "~/jobs/CareersFrame";
import type { loadFunnel } from "./funnel.server";

export type FunnelData = SerializeFrom<typeof loadFunnel>;

const words = brand.wording.campaigns;
const withCompany = (text: string, company: string) => text.replaceAll("{company}", company);

/** What each way in means, in plain words: the application is for the job; the assessment alone is not one. */
export function twoWaysText(job: NonNullable<FunnelData["funnel"]["job"]>, company: string) {
  return {
    apply: job.leads_to_assessment
      ? `Send ${company} your application for this job, then take the assessment. Choose this to be considered for the job.`
      : `Send ${company} your application for this job. Choose this to be considered for the job.`,
    assessment: `Only the questionnaire, about 15 minutes, without an application. ${company} sees your results for the role of ${job.role}.`,
  };
}

/** Both ways on, each with what it means, so a visitor knows which one they want. */
function TwoWaysIn({
  job,
  company,
  assessmentHref,
  applyHref,
}: {
  job: NonNullable<FunnelData["funnel"]["job"]>;
  company: string;
  assessmentHref: string;
  applyHref: string;
}) {
  const text = twoWaysText(job, company);
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Two ways to take part
      </Title>
      <Stack gap={6}>
        <Button component={Link} to={applyHref} size="lg" fullWidth aria-describedby="funnel-apply-text">
          Apply for this job
        </Button>
        <Text id="funnel-apply-text" size="sm" c="dimmed">
          {text.apply}
        </Text>
      </Stack>
      <Stack gap={6}>
        <Button
          component={Link}
          to={assessmentHref}
          size="lg"
          variant="light"
          fullWidth
          aria-describedby="funnel-assessment-text"
        >
          Start the assessment
        </Button>
        <Text id="funnel-assessment-text" size="sm" c="dimmed">
          {text.assessment}
        </Text>
      </Stack>
    </Stack>
  );
}

export function FunnelPage({ funnel, assessmentHref, applyHref }: FunnelData) {
  const { company, job } = funnel;
  const heading = job?.title ?? funnel.role_name ?? withCompany(words.publicHeading, company.name);
  return (
    <CareersFrame companyName={company.name}>
      <CareersCard>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={company.logo} alt="" radius="sm" size={48} color="brand">
              {company.name.slice(0, 2).toUpperCase()}
            </Avatar>
            <Text fw={600}>{company.name}</Text>
          </Group>
          {funnel.open ? (
            <>
              <Title order={1} size="h2">
                {heading}
              </Title>
              {job?.summary ? <Text>{job.summary}</Text> : null}
              <Text size="sm" c="dimmed">
                {words.publicIntro} {funnel.instant_interview ? "A few interview questions follow right after." : ""}
              </Text>
              {assessmentHref && applyHref && job ? (
                <TwoWaysIn job={job} company={company.name} assessmentHref={assessmentHref} applyHref={applyHref} />
              ) : (
                <Stack gap="sm">
                  {assessmentHref ? (
                    <Button component={Link} to={assessmentHref} size="lg" fullWidth>
                      Start the assessment
                    </Button>
                  ) : null}
                  {applyHref ? (
                    <Button component={Link} to={applyHref} size="lg" variant="light" fullWidth>
                      Apply for this job
                    </Button>
                  ) : null}
                </Stack>
              )}
            </>
          ) : (
            <>
              <Title order={1} size="h2">
                {words.closedTitle}
              </Title>
              <Text>{withCompany(words.closedText, company.name)}</Text>
            </>
          )}
        </Stack>
      </CareersCard>
      <Text size="xs" c="dimmed" ta="center">
        {brand.name} counts visits to this page without cookies and keeps nothing about you until you register.
      </Text>
    </CareersFrame>
  );
}
