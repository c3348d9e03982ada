// The page a person's own report link opens (/my-report/{payload}), rendered on the server as HTML only: how they
// tend to work, per domain, with the likely range of each score and the norm group named; the coaching brand's growth
// report where their book code asks for it; and the PDF. Written to the person, in the second person. Nothing a company
// decided is on it (no fit, benchmark, job or staff text). A refused link gets a page that says why.
import { formatDate } from "../../domain/format";
import { Button, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import brand from "~brand";
import { SurveyFrame, SurveyProblem } from "~/survey/SurveyFrame";
import { aboutTheScores, WHAT_THIS_IS } from "~domain/assessment/participant-report";
import type { ParticipantReportJson } from "../../api/participant-reports/contract";
import classes from "./report.module.css";
import { RightsPortal, type RightsPortalProps } from "./RightsPortal";

type Domain = ParticipantReportJson["domains"][number];

/** Who can see the page and how long it works, the same words on the page and near the thank-you page's link. */
export function linkNotice(expiresAt: string): string {
  return (
    `Only someone with this link can open your report, so keep it to yourself unless you choose to share it. ` +
    `The link works until ${formatDate(expiresAt)}; after that, or if it is withdrawn, it stops opening.`
  );
}

function DomainSection({ domain }: { domain: Domain }) {
  const { low, high } = domain.likely_range;
  return (
    <section className={classes.section} aria-labelledby={`domain-${domain.code}`} data-testid="report-domain">
      <Title order={2} size="h4" id={`domain-${domain.code}`}>
        {domain.name}
      </Title>
      <Text size="sm" c="dimmed">
        {domain.measures}
      </Text>
      <Text size="sm" fw={600} mt="xs">
        Your percentile: {domain.percentile} (likely range {low}–{high})
      </Text>
      <div className={classes.track} aria-hidden>
        <div className={classes.fill} style={{ width: `${domain.percentile}%` }} />
        <div className={classes.range} style={{ left: `${low}%`, width: `${Math.max(1, high - low)}%` }} />
      </div>
      <Text>{domain.how_you_work}</Text>
      {domain.strengths.length > 0 && (
        <>
          <Text fw={600} mt="sm">
            Your strengths here
          </Text>
          <ul className={classes.list}>
            {domain.strengths.map((s) => (
              <li key={s.name}>
                <strong>{s.name}:</strong> {s.text}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function GrowthSection({ growth }: { growth: NonNullable<ParticipantReportJson["growth"]> }) {
  return (
    <section className={classes.section} aria-labelledby="growth">
      <Title order={2} size="h4" id="growth">
        Your growth report
      </Title>
      {growth.strengths.length > 0 && (
        <>
          <Text fw={600} mt="sm">
            Strengths to build on
          </Text>
          <ul className={classes.list}>
            {growth.strengths.map((s) => (
              <li key={s.scale}>
                <strong>{s.name}:</strong> {s.text}
              </li>
            ))}
          </ul>
        </>
      )}
      {growth.growthAreas.length > 0 && (
        <>
          <Text fw={600} mt="sm">
            Areas you might grow in
          </Text>
          <ul className={classes.list}>
            {growth.growthAreas.map((area) => (
              <li key={area.scale}>
                <strong>{area.name}:</strong> {area.text}
                {area.suggestions.length > 0 && (
                  <ul className={classes.list}>
                    {area.suggestions.map((tip) => (
                      <li key={tip}>{tip}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function ParticipantReportPage({
  report,
  pdfHref,
  rights,
}: {
  report: ParticipantReportJson;
  pdfHref: string;
  /** The rights portal's links and form address; left out where the page is not the person's own link. */
  rights?: RightsPortalProps;
}) {
  return (
    <SurveyFrame>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            Your work-style report
          </Text>
          <Title order={1} size="h3">
            For {report.person.first}
          </Title>
          <Text size="sm" c="dimmed">
            Based on your answers of {formatDate(report.submitted_at)}.
          </Text>
        </div>
        <Text>{WHAT_THIS_IS}</Text>
        <Text size="sm" c="dimmed" data-testid="report-link-notice">
          {linkNotice(report.expires_at)}
        </Text>
        {/* No `download` attribute: a link refused meanwhile comes back to this page, which then says why. */}
        <Button component="a" href={pdfHref} variant="default" className="no-print">
          Download PDF
        </Button>
        <Text size="sm">{report.how_sure}</Text>
        {report.domains.map((domain) => (
          <DomainSection key={domain.code} domain={domain} />
        ))}
        {report.growth && <GrowthSection growth={report.growth} />}
        <section className={classes.section} aria-labelledby="about-scores">
          <Title order={2} size="h5" id="about-scores">
            About the scores
          </Title>
          <Text size="sm" c="dimmed">
            {aboutTheScores(report.norm_group)}
          </Text>
        </section>
        {rights && <RightsPortal {...rights} />}
      </Stack>
    </SurveyFrame>
  );
}

/** What a refused link shows: expired or revoked (410), not valid (404), or a plain error. */
export function ParticipantReportError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 410) {
    return (
      <SurveyProblem
        title="This link no longer opens"
        message="This link to your report has expired or was withdrawn. If you still need your report, ask the company you took the assessment for."
      />
    );
  }
  if (status === 404) {
    return (
      <SurveyProblem
        title="This link is not valid"
        message="This link is not valid. Check that you copied all of it from your e-mail."
      />
    );
  }
  if (status === 429) {
    return (
      <SurveyProblem
        title="Please wait a moment"
        message="This link was opened many times in a short while. Try again in a few minutes."
      />
    );
  }
  return (
    <SurveyProblem
      title="Your report could not be shown"
      message={`Something went wrong on our side. Please try again later, or write to ${brand.wording.supportContact}.`}
    />
  );
}
