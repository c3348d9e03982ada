// A campaign's public landing page: phone-first, in the brand's frame with the company's logo and name, the job's
// title and summary (or who is invited), and the way on (the assessment, or applying for the job where the brand has
// jobs). A closed campaign says so kindly. In the brand's words (`brand.wording.campaigns`): the coaching brand's
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
