// A campaign's public landing page: phone-first, in the brand's frame with the company's logo and name, the job's
// title and summary (or who is invited), and the way on (the assessment, or applying for the job where the brand has
// jobs; when both are offered, each says what it means). A closed campaign says so kindly. In the brand's words (the
// "funnels.brand.…" messages, brands/<brand>/messages): the coaching brand's page invites an employee to their profile.
import { Avatar, Button, Group, Stack, Text, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import brand from "~brand";
import { useT, type Translate } from "~/i18n/useT";
import { CareersCard, CareersFrame } from "~/jobs/CareersFrame";
import type { loadFunnel } from "./funnel.server";

export type FunnelData = SerializeFrom<typeof loadFunnel>;

/** What each way in means, in plain words: the application is for the job; the assessment alone is not one. */
export function twoWaysText(t: Translate, job: NonNullable<FunnelData["funnel"]["job"]>, company: string) {
  return {
    apply: job.leads_to_assessment
      ? t("funnels.twoWays.applyThenAssessment", { company })
      : t("funnels.twoWays.apply", { company }),
    assessment: t("funnels.twoWays.assessment", { company, role: job.role }),
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
  const t = useT();
  const text = twoWaysText(t, job, company);
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t("funnels.twoWays.title")}
      </Title>
      <Stack gap={6}>
        <Button component={Link} to={applyHref} size="lg" fullWidth aria-describedby="funnel-apply-text">
          {t("funnels.applyForJob")}
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
          {t("funnels.startAssessment")}
        </Button>
        <Text id="funnel-assessment-text" size="sm" c="dimmed">
          {text.assessment}
        </Text>
      </Stack>
    </Stack>
  );
}

export function FunnelPage({ funnel, assessmentHref, applyHref }: Omit<FunnelData, "i18n">) {
  const t = useT();
  const { company, job } = funnel;
  const heading = job?.title ?? funnel.role_name ?? t("funnels.brand.publicHeading", { company: company.name });
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
                {t("funnels.brand.publicIntro")} {funnel.instant_interview ? t("funnels.interviewFollows") : ""}
              </Text>
              {assessmentHref && applyHref && job ? (
                <TwoWaysIn job={job} company={company.name} assessmentHref={assessmentHref} applyHref={applyHref} />
              ) : (
                <Stack gap="sm">
                  {assessmentHref ? (
                    <Button component={Link} to={assessmentHref} size="lg" fullWidth>
                      {t("funnels.startAssessment")}
                    </Button>
                  ) : null}
                  {applyHref ? (
                    <Button component={Link} to={applyHref} size="lg" variant="light" fullWidth>
                      {t("funnels.applyForJob")}
                    </Button>
                  ) : null}
                </Stack>
              )}
            </>
          ) : (
            <>
              <Title order={1} size="h2">
                {t("funnels.brand.closedTitle")}
              </Title>
              <Text>{t("funnels.brand.closedText", { company: company.name })}</Text>
            </>
          )}
        </Stack>
      </CareersCard>
      <Text size="xs" c="dimmed" ta="center">
        {t("funnels.privacy", { brand: brand.name })}
      </Text>
    </CareersFrame>
  );
}
