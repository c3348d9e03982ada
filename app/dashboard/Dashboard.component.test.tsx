// The home dashboard as a person reads it: the completion rate says what it counts (and "—" when no link was sent),
// end stages show no time in stage, a super admin is never told of "your" stages, and the platform chart names its
// axes.
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import brand from "~brand";
import { theme } from "~/ui/theme";
import { Dashboard } from "./Dashboard";
import type { HomeData } from "./home.server";

function renderHome(home: HomeData) {
  const Stub = createRemixStub([{ path: "/", Component: () => <Dashboard home={home} /> }]);
  render(
    <MantineProvider theme={theme}>
      <Stub />
    </MantineProvider>,
  );
}

const [first, second] = brand.wording.pipelineStages;
const today = new Date().toISOString().slice(0, 10);

function homeData(overrides: Partial<HomeData["dashboard"]> = {}): HomeData {
  return {
    first: "Olivia",
    assessmentLink: null,
    can: { manageUsers: true, manageBenchmarks: false, openJobs: true, manageCompanies: true },
    dashboard: {
      company: { id: 1, name: "Harbor Dental", industry: null },
      assessment_link_token: "abc",
      scope: { kind: "company", companies: 1 },
      new_completions: { since: "2026-11-20T00:00:00.000Z", first_visit: false, count: 0, latest: [] },
      stages: [
        { status: first, count: 3, terminal: false, average_days: 2.5, longest_days: 6 },
        { status: second, count: 1, terminal: false, average_days: 1, longest_days: 1 },
      ],
      completion: { window_days: 30, sent: 4, completed: 3, rate: 0.75 },
      jobs: null,
      reassessment: null,
      checklist: null,
      platform: null,
      ...overrides,
    },
  };
}

const figure = (title: string) => screen.getByRole("region", { name: title });

describe("the home dashboard", () => {
  test("the completion rate is the share of people sent the link who finished", () => {
    renderHome(homeData());
    expect(within(figure("Completion rate")).getByTestId("figure-value").textContent).toContain("75 %");
    expect(figure("Completion rate").textContent).toContain("3 of 4 people sent the link in 30 days finished");
  });

  test("with no link sent, the rate is a dash and says why, never 0 % or 100 %", () => {
    renderHome(homeData({ completion: { window_days: 30, sent: 0, completed: 0, rate: null } }));
    expect(within(figure("Completion rate")).getByTestId("figure-value").textContent).toContain("—");
    expect(figure("Completion rate").textContent).toContain(
      "no assessment link sent by message or invitation in 30 days",
    );
  });

  test("an end stage lists its people without a time in stage, and the card says why", () => {
    const end = brand.wording.terminalStages[0] ?? "Hired";
    renderHome(
      homeData({
        stages: [
          { status: first, count: 3, terminal: false, average_days: 2.5, longest_days: 6 },
          { status: end, count: 2, terminal: true, average_days: null, longest_days: null },
        ],
      }),
    );
    const row = screen.getByRole("row", { name: new RegExp(`^${end}`) });
    expect(row.textContent).toContain("not counted: an end stage");
    expect(row.textContent).not.toMatch(/day/);
    expect(screen.getByText(`${end} ends the journey: nobody waits there, so no time in stage is shown.`)).toBeTruthy();
  });

  test("a super admin reads of all companies' stages, not of 'your' stages, and the chart names its axes", () => {
    renderHome(
      homeData({
        scope: { kind: "all", companies: 12 },
        platform: {
          companies: 12,
          new_companies_30d: 1,
          active_users: 40,
          active_companies_30d: 5,
          completions_per_day: [
            { date: "2026-11-17", count: 2 },
            { date: today, count: 7 },
          ],
          most_active: [],
        },
      }),
    );
    expect(figure(brand.wording.candidates).textContent).toContain("in all companies' stages now");
    expect(document.body.textContent).not.toMatch(/in your stages/);
    const chart = screen.getByRole("region", { name: "Completions per day" });
    expect(chart.textContent).toContain("Completed assessments (across the platform)");
    expect(within(chart).getByTestId("chart-y-axis").textContent).toMatch(/^70$/);
    expect(within(chart).getByTestId("chart-x-axis").textContent).toContain("Day (UTC)");
  });
});
