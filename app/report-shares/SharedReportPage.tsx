// The page a shared link opens (/shared/report/{payload}): the brand, who the report is about, the growth report
// and its action plan, read-only, and its PDF. No sign-in and no shell; a refused link gets a page that says why.
import { Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { IconDownload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import brand from "~brand";
import { GrowthReport } from "~/growth-reports/GrowthReport";
import type { GrowthReportData } from "~/growth-reports/model";
import { BrandLogo } from "~/ui/BrandLogo";
import { describeRouteError } from "~/ui/RouteErrorPage";
import { shortDate, type SharedReportJson } from "./model";
import classes from "./shared.module.css";

/** The frame of a shared report: the brand's logo (with its name), no navigation, a column that suits a phone. */
export function SharedFrame({ children }: { children: ReactNode }) {
  return (
    <Box className={classes.page}>
      <Container size={1000} className={classes.column}>
        <Stack gap="lg">
          <Group justify="space-between" wrap="wrap" gap="xs" component="header">
            {/* The logo holds the brand's name, in its picture and its accessible name. */}
            <div className={classes.brand}>
              <BrandLogo height={32} />
            </div>
            <Text size="sm" c="dimmed" data-testid="shared-notice">
              Shared with you by your coach — read-only
            </Text>
          </Group>
          <Box component="main">{children}</Box>
          <Text size="xs" c="dimmed" ta="center" component="footer">
            {brand.name} · {brand.wording.supportContact}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * The report component takes the signed-in page's data; of it, the body reads only the report and the
 * benchmark's name. A shared report carries no ids, so the ones its type asks for are placeholders never shown.
 */
function asReportData(shared: SharedReportJson): GrowthReportData {
  return {
    person: { ...shared.person, id: 0, company: { id: 0, name: shared.person.company.name } },
    benchmarks: [],
    benchmark: shared.benchmark ? { id: 0, name: shared.benchmark.name } : null,
    report: shared.report,
  };
}

export function SharedReportPage({ shared, pdfHref }: { shared: SharedReportJson; pdfHref: string }) {
  const { person, benchmark } = shared;
  return (
    <SharedFrame>
      <Stack gap="lg">
        <div className={classes.heading}>
          <div>
            <Text size="sm" c="dimmed">
              Growth report
            </Text>
            <Title order={1} size="h2" className={classes.name}>
              {person.first} {person.last}
            </Title>
            <Text c="dimmed" size="sm">
              {person.role_name} · {person.company.name}
              {benchmark ? ` · compared with "${benchmark.name}"` : null}
            </Text>
          </div>
          {/* No `download` attribute: a link refused meanwhile comes back to this page, which then says why. */}
          <Button
            component="a"
            href={pdfHref}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            className="no-print"
          >
            Download PDF
          </Button>
        </div>
        <GrowthReport data={asReportData(shared)} plan={shared.action_plan.goals} />
        <Text size="sm" c="dimmed" ta="center">
          This link works until {shortDate(shared.expires_at)}, unless your coach revokes it earlier.
        </Text>
      </Stack>
    </SharedFrame>
  );
}

/** What a refused link shows: expired or revoked (410), not valid (404), or the usual error page. */
export function SharedReportError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { title, message } =
    status === 410
      ? {
          title: "This link no longer opens",
          message: "This link has expired or was revoked. Ask your coach for a new one.",
        }
      : status === 404
        ? {
            title: "This link is not valid",
            message: "This link is not valid. Check that you copied all of it, or ask your coach for a new one.",
          }
        : describeRouteError(error);
  return (
    <SharedFrame>
      <Stack align="center" gap="sm" ta="center" py="xl" maw={520} mx="auto">
        <Text c="dimmed" size="sm" fw={600} data-testid="error-status">
          Error {status}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" data-testid="shared-report-refused">
          {message}
        </Text>
      </Stack>
    </SharedFrame>
  );
}
