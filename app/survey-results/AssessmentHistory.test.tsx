import { expect, test } from "vitest";
import { renderPage } from "../../tests/support/render-page";
import { AssessmentHistory, EarlierAssessmentNotice } from "./AssessmentHistory";

const assessments = [
  { id: 12, submitted_at: "2026-11-10T09:00:00.000Z", role_name: "Hygienist", archived: false, current: true },
  { id: 7, submitted_at: "2026-05-12T09:00:00.000Z", role_name: "Hygienist", archived: false, current: false },
];
const kai = { first: "Kai", last: "Jensen", assessments };
const earlier = { ...kai, id: 7, superseded: true, submitted_at: assessments[1].submitted_at };
const current = { ...kai, id: 12, superseded: false, submitted_at: assessments[0].submitted_at };

test("an earlier assessment says whose it is, from when, and links to the current one", async () => {
  const html = await renderPage(<EarlierAssessmentNotice person={earlier} />);
  expect(html).toContain("This is an earlier assessment of Kai Jensen, from May 12, 2026.");
  expect(html).toContain("The current one is from Nov 10, 2026");
  expect(html).toMatch(/<a [^>]*href="\/survey-results\/12"[^>]*>open the current assessment<\/a>/);
  expect(await renderPage(<EarlierAssessmentNotice person={current} />)).not.toContain("earlier assessment");
});

test("the history lists every assessment newest first, each a link but the one on the page", async () => {
  const html = await renderPage(<AssessmentHistory person={current} />);
  expect(html.match(/<li/g)).toHaveLength(2);
  expect(html.indexOf("Nov 10, 2026")).toBeLessThan(html.indexOf("May 12, 2026"));
  expect(html).toMatch(/<a [^>]*href="\/survey-results\/7"[^>]*>May 12, 2026<\/a>/);
  expect(html).not.toContain('href="/survey-results/12"');
  expect(html).toContain('aria-current="page"');
  // One assessment: no history to show.
  expect(await renderPage(<AssessmentHistory person={{ ...current, assessments: assessments.slice(0, 1) }} />)).toBe(
    "",
  );
});
