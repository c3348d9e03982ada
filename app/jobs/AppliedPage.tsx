// After applying: the thanks, and what happens next.
import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useT } from "~/i18n/useT";
import { CareersCard, CareersFrame } from "./CareersFrame";
import type { loadApplied } from "./public.server";

export function AppliedPage({ application }: SerializeFrom<typeof loadApplied>) {
  const t = useT();
  return (
    <CareersFrame companyName={application?.job.company.name}>
      <CareersCard>
        <Stack gap="sm">
          <Title order={1} size="h3">
            {application ? t("careers.applied.title", { first: application.first }) : t("careers.applied.titleNoName")}
          </Title>
          <Text>
            {application
              ? t("careers.applied.sentFor", { title: application.job.title, company: application.job.company.name })
              : t("careers.applied.sent")}
          </Text>
          {application?.next?.kind === "continue-by-email" ? (
            <Alert color="blue" title={t("careers.applied.assessment")} role="status">
              {t("careers.applied.continueByEmail")}
            </Alert>
          ) : null}
          <Anchor component={Link} to="/careers">
            {t("careers.applied.moreJobs")}
          </Anchor>
        </Stack>
      </CareersCard>
    </CareersFrame>
  );
}
