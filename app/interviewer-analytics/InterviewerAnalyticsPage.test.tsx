import { describe, expect, test } from "vitest";
import { renderPage } from "../../tests/support/render-page";
import { hoursText, InterviewerAnalyticsPage, type InterviewerAnalyticsData } from "./InterviewerAnalyticsPage";

const analytics: InterviewerAnalyticsData["analytics"] = {
  company: { id: 1, name: "Harbor Dental" },
  job: null,
  jobs: [],
  min_shared_candidates: 10,
  interviewers: [
    {
      user_id: 7,
      name: "Rita Recruiter",
      scorecards: 14,
      submitted: 12,
      submission_rate: 0.857,
      median_hours_to_submit: 10,
      leniency: 0.92,
      shared_ratings: 17,
    },
    {
      user_id: 8,
      name: "Olivia Owner",
      scorecards: 2,
      submitted: 0,
      submission_rate: 0,
      median_hours_to_submit: null,
      leniency: null,
      shared_ratings: 0,
    },
  ],
  attributes: [
    {
      key: "trait:C",
      name: "Conscientiousness",
      icc_average: 0.81,
      icc_single: 0.59,
      shared_candidates: 12,
      raters: 3,
      reason: null,
    },
    {
      key: "trait:E",
      name: "Extraversion",
      icc_average: null,
      icc_single: null,
      shared_candidates: 5,
      raters: 3,
      reason: "not_enough_shared_candidates",
    },
  ],
};

describe("InterviewerAnalyticsPage", () => {
  test("shows each interviewer's rate, time and leniency, and the ICC only where enough candidates are shared", async () => {
    const html = await renderPage(<InterviewerAnalyticsPage analytics={analytics} />);
    expect(html).toContain("86%");
    expect(html).toContain("(12 of 14)");
    expect(html).toContain("10 h");
    expect(html).toContain("+0.92 points");
    expect(html).toContain("(over 17 ratings)");
    expect(html).toContain("None submitted");
    expect(html).toContain("No shared ratings");
    expect(html).toContain("0.81");
    expect(html).toContain("(one interviewer: 0.59; 3 interviewers)");
    expect(html).toMatch(/Extraversion<\/td><td[^>]*><p[^>]*>Not enough shared candidates/);
  });

  test("offers the jobs with scorecards to narrow to, the chosen one selected", async () => {
    const html = await renderPage(
      <InterviewerAnalyticsPage
        analytics={{
          ...analytics,
          job: { id: 4, title: "Hygienist" },
          jobs: [
            { id: 3, title: "Front desk" },
            { id: 4, title: "Hygienist" },
          ],
        }}
      />,
    );
    expect(html).toMatch(/<select[^>]*name="job"/);
    expect(html).toContain('<option value="">All jobs</option>');
    expect(html).toMatch(/<option value="4" selected="">Hygienist<\/option>/);
    expect(html).toContain("Hygienist at Harbor Dental");
  });

  test("says so when there are no scorecards or ratings yet", async () => {
    const html = await renderPage(
      <InterviewerAnalyticsPage analytics={{ ...analytics, interviewers: [], attributes: [] }} />,
    );
    expect(html).toContain("No scorecards yet");
    expect(html).toContain("No submitted ratings yet.");
  });

  test("reads a time to submit in words", () => {
    expect(hoursText(0.4)).toBe("Under an hour");
    expect(hoursText(30)).toBe("30 h");
    expect(hoursText(96)).toBe("4 days");
    expect(hoursText(null)).toBe("None submitted");
  });
});
