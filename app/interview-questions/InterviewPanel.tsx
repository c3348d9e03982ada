// The interview on the candidate's report (hiring brand): loaded with the report (loadInterviewPanel in the report's
// loader), its forms posting to the interview route (/survey-results/{id}/interview), after which the report's data
// reloads.
//
// For the e2e spec (tests/e2e/interviewing.spec.ts), what a user sees and a test can assert on:
// - region "Interview" (the card's heading, level 2); inside it "Gap questions against {benchmark}: {why}." (the
//   report's one benchmark, picked in its fit section; the interview page has its own "Role benchmark" select);
// - the list "Interview questions" with one listitem per question; each shows a badge "Probe a gap",
//   "Confirm a strength" or "Company question", the question's text, "Listen for: …", the candidate's written
//   answer to it from the instant interview ("{first}'s written answer (instant interview)"), the textbox "Notes",
//   the radio group "Rating" (radios "None", "1"…"5") and the button "Save notes" (toast "Interview notes saved.");
// - the links "Interview guide (PDF)" (a download) and "Open interview" (the full page);
// - for owners the button "Company questions" opens the dialog "Company interview questions" (textbox "New
//   question", button "Add question"; per question "Edit question: …" / "Delete question: …", confirmed with
//   "Delete question");
// - the region "Instant interview": "Not submitted yet" or "Submitted …", and the list "Instant interview answers"
//   with the written answers to questions not shown above (beyond the panel's three, or no longer asked).
// The candidate's page /instant-interview?id={assessment uuid}: heading "A few questions for you", one textbox per
// question (labelled "Question n of N"), the status "Saved" / "Saving…" / "Not saved yet: …", the button
// "Submit answers", then the heading "Thank you, {first}!".
import { Anchor, Card, Group, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { scorecardHref } from "~/scorecards/model";
import type { loadInterviewPanel } from "./interview.server";
import { interviewHref } from "./model";
import { InterviewView } from "./InterviewView";

/** The report loader's `interview` (loadInterviewPanel): loaded with the report, reloaded after every save. */
export type InterviewPanelData = NonNullable<SerializeFrom<Awaited<ReturnType<typeof loadInterviewPanel>>>>;

/** Questions shown on the report; the interview page has them all. */
const PANEL_QUESTIONS = 3;

export function InterviewPanel({
  surveyResultId,
  firstName,
  data,
  className,
}: {
  surveyResultId: number;
  firstName: string;
  data: InterviewPanelData;
  className?: string;
}) {
  const picked = data.interview.benchmark_source === "picked" ? data.interview.benchmark?.id : null;
  // Scorecards are for interviewers: staff with the hiring pipeline permission (the API enforces it).
  const shell = useRouteLoaderData<{ profile?: { permissions?: { can_view_hiring_pipeline?: boolean } } }>(
    "routes/_app",
  );
  const interviewer = shell?.profile?.permissions?.can_view_hiring_pipeline === true;
  return (
    <Card withBorder padding="lg" className={className} component="section" aria-labelledby="interview">
      <Group justify="space-between" align="baseline" gap="xs" wrap="wrap" mb="sm">
        <Title order={2} size="h4" id="interview">
          Interview
        </Title>
        {interviewer ? (
          <Anchor component={Link} to={scorecardHref(surveyResultId)} size="sm">
            Scorecard
          </Anchor>
        ) : null}
      </Group>
      <InterviewView
        interview={data.interview}
        custom={data.custom}
        stageNames={data.stageNames}
        firstName={firstName}
        action={interviewHref(surveyResultId)}
        pageHref={interviewHref(surveyResultId, picked)}
        // The report stays readable: the first questions (the largest gaps) here, all of them on the interview page.
        limit={PANEL_QUESTIONS}
      />
    </Card>
  );
}
