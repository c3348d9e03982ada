// After applying: the thanks, and what happens next.
import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { CareersCard, CareersFrame } from "./CareersFrame";
import type { loadApplied } from "./public.server";

export function AppliedPage({ application }: SerializeFrom<typeof loadApplied>) {
  return (
    <CareersFrame companyName={application?.job.company.name}>
      <CareersCard>
        <Stack gap="sm">
          <Title order={1} size="h3">
            Thank you{application ? `, ${application.first}` : ""}!
          </Title>
          <Text>
            {application
              ? `Your application for ${application.job.title} at ${application.job.company.name} has been sent.`
              : "Your application has been sent."}{" "}
            The company will be in touch.
          </Text>
          {application?.next?.kind === "continue-by-email" ? (
            <Alert color="blue" title="Your assessment" role="status">
              {application.next.message}
            </Alert>
          ) : null}
          <Anchor component={Link} to="/careers">
            See more open jobs
          </Anchor>
        </Stack>
      </CareersCard>
    </CareersFrame>
  );
}
