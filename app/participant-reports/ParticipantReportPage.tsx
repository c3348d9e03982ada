// The page a person's own report link opens (/my-report/{payload}), rendered on the server as HTML only: how they
// tend to work, per domain, with the likely range of each score and the norm group named; the coaching brand's growth
// report where their book code asks for it (in English); and the PDF. Written to the person, in the second person, in
// the report's language (the API writes the report's texts; this page its labels). Nothing a company decided is on
// it (no fit, benchmark, job or staff text). A refused link gets a page that says why.
import { Button, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import brand from "~brand";
import { useT, type Translate } from "~/i18n/useT";
import { SurveyFrame, SurveyProblem } from "~/surveys/SurveyFrame";
import type { ParticipantReportJson } from "../../api/participant-reports/contract";
import classes from "./report.module.css";
import type { ReportRefusal } from "./report.server";
import { RightsPortal, type RightsPortalProps } from "./RightsPortal";

type Domain = ParticipantReportJson["domains"][number];

const LINK_NOTICE = "participant-report.linkNotice";

/**
 * Who can see the page and how long it works, the same words on the page and near the thank-you page's link: in the
 * page's language, or in English where the page did not load the `participant-report` messages.
 */
export function linkNotice(t: Translate, expiresAt: string): string {
  const date = t.date(expiresAt);
  const text = t(LINK_NOTICE, { date });
  return text === LINK_NOTICE
    ? "Only someone with this link can open your report, so keep it to yourself unless you choose to share it. " +
        `The link works until ${date}; after that, or if it is withdrawn, it stops opening.`
    : text;
}

function DomainSection({ domain, t }: { domain: Domain; t: Translate }) {
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
        {t("participant-report.percentile", { percentile: domain.percentile, low, high })}
      </Text>
      <div className={classes.track} aria-hidden>
        <div className={classes.fill} style={{ width: `${domain.percentile}%` }} />
        <div className={classes.range} style={{ insetInlineStart: `${low}%`, width: `${Math.max(1, high - low)}%` }} />
      </div>
      <Text>{domain.how_you_work}</Text>
      {domain.strengths.length > 0 && (
        <>
          <Text fw={600} mt="sm">
            {t("participant-report.strengthsHere")}
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

function GrowthSection({ growth, t }: { growth: NonNullable<ParticipantReportJson["growth"]>; t: Translate }) {
  // The growth report's texts are the coaching brand's, in English only: marked so for a reader of another language.
  const english = t.language === "en" ? {} : { lang: "en" };
  return (
    <section className={classes.section} aria-labelledby="growth">
      <Title order={2} size="h4" id="growth">
        {t("participant-report.growth.title")}
      </Title>
      {t.language !== "en" && (
        <Text size="sm" c="dimmed">
          {t("participant-report.growth.inEnglish")}
        </Text>
      )}
      {growth.strengths.length > 0 && (
        <>
          <Text fw={600} mt="sm">
            {t("participant-report.growth.strengths")}
          </Text>
          <ul className={classes.list} {...english}>
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
            {t("participant-report.growth.areas")}
          </Text>
          <ul className={classes.list} {...english}>
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
  const t = useT();
  return (
    <SurveyFrame>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            {t("participant-report.title")}
          </Text>
          <Title order={1} size="h3">
            {t("participant-report.for", { first: report.person.first })}
          </Title>
          <Text size="sm" c="dimmed">
            {t("participant-report.basedOn", { date: t.date(report.submitted_at) })}
          </Text>
        </div>
        <Text>{report.what_this_is}</Text>
        <Text size="sm" c="dimmed" data-testid="report-link-notice">
          {linkNotice(t, report.expires_at)}
        </Text>
        {/* No `download` attribute: a link refused meanwhile comes back to this page, which then says why. */}
        <Button component="a" href={pdfHref} variant="default" className="no-print">
          {t("participant-report.downloadPdf")}
        </Button>
        <Text size="sm">{report.how_sure}</Text>
        {report.domains.map((domain) => (
          <DomainSection key={domain.code} domain={domain} t={t} />
        ))}
        {report.growth && <GrowthSection growth={report.growth} t={t} />}
        <section className={classes.section} aria-labelledby="about-scores">
          <Title order={2} size="h5" id="about-scores">
            {t("participant-report.aboutTheScores")}
          </Title>
          <Text size="sm" c="dimmed">
            {report.about_the_scores}
          </Text>
          <Text size="sm" c="dimmed" mt="xs" data-testid="report-administration">
            {t("participant-report.administration", { line: report.administration })}
          </Text>
        </section>
        {rights && <RightsPortal {...rights} />}
      </Stack>
    </SurveyFrame>
  );
}

const ENGLISH_REFUSALS: Record<number, ReportRefusal> = {
  410: {
    title: "This link no longer opens",
    message:
      "This link to your report has expired or was withdrawn. If you still need your report, ask the company you took the assessment for.",
  },
  404: {
    title: "This link is not valid",
    message: "This link is not valid. Check that you copied all of it from your e-mail.",
  },
  429: {
    title: "Please wait a moment",
    message: "This link was opened many times in a short while. Try again in a few minutes.",
  },
};

const isRefusal = (data: unknown): data is ReportRefusal =>
  typeof data === "object" && data !== null && "title" in data && "message" in data;

/**
 * What a refused link shows: expired or revoked (410), not valid (404), opened too often (429), in the reader's
 * language (the loader's words), or a plain error in English (no language is known then).
 */
export function ParticipantReportError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const words = isRefusal(error.data) ? error.data : ENGLISH_REFUSALS[error.status];
    if (words) return <SurveyProblem title={words.title} message={words.message} />;
  }
  return (
    <SurveyProblem
      title="Your report could not be shown"
      message={`Something went wrong on our side. Please try again later, or write to ${brand.wording.supportContact}.`}
    />
  );
}
