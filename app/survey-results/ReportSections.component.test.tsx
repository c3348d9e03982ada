// The report's sections below the first screen: not in the page's HTML, they load from their route once the page
// shows (with the page's benchmark).
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { ITEMS } from "~domain/assessment/items";
import type { DomainReport } from "~domain/assessment/report-texts";
import { scoreAssessment } from "~domain/assessment/scoring";
import { theme } from "~/ui/theme";
import { SectionsLoading, sectionsHref, TextsSection, useReportSections } from "./ReportSections";

const scores = scoreAssessment(Object.fromEntries(ITEMS.map((item) => [item.id, 3])), { sex: "female", age: 30 });
const texts: DomainReport[] = [
  {
    code: "E",
    title: "Extraversion",
    level: "neutral",
    atWork: "Kai joins in when the group needs it.",
    ask: "Ask about a week with many meetings.",
    measures: "How much a person seeks company.",
    facets: [{ code: "E1", title: "Friendliness", level: "neutral", atWork: "Kai is warm.", ask: "Ask about it." }],
  },
];

function Page({ benchmark }: { benchmark: number | null }) {
  const sections = useReportSections(7, benchmark);
  return sections ? <TextsSection data={sections} scores={scores} /> : <SectionsLoading />;
}

function renderPage(benchmark: number | null) {
  const loader = vi.fn(async (_args: { request: Request }) => ({
    texts,
    ai: null,
    interview: null,
    application: null,
    conversation: null,
  }));
  const Stub = createRemixStub([
    { path: "/survey-results/7", Component: () => <Page benchmark={benchmark} /> },
    { path: "/survey-results/7/sections", loader },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/survey-results/7"]} />
    </MantineProvider>,
  );
  return loader;
}

describe("the report's sections below the first screen", () => {
  test("say they are loading, then show what the profile says from their route", async () => {
    const loader = renderPage(null);
    expect(screen.getByRole("status").textContent).toContain("Loading the rest of the report…");
    expect(await screen.findByRole("heading", { name: "What the profile says" })).toBeTruthy();
    expect(await screen.findByText("Kai joins in when the group needs it.")).toBeTruthy();
    expect(screen.getByText("Friendliness")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    expect(new URL(loader.mock.calls[0][0].request.url).search).toBe("");
  });

  test("load with the page's benchmark, so the interview questions measure against the one the fit uses", async () => {
    const loader = renderPage(12);
    await screen.findByRole("heading", { name: "What the profile says" });
    expect(new URL(loader.mock.calls[0][0].request.url).searchParams.get("benchmark")).toBe("12");
    expect(sectionsHref(7, null)).toBe("/survey-results/7/sections");
  });

  test("leave the texts out when there are none (a brand without a hiring report)", () => {
    const { container } = render(
      <MantineProvider theme={theme}>
        <TextsSection
          data={{ texts: [], ai: null, interview: null, application: null, conversation: null }}
          scores={scores}
        />
      </MantineProvider>,
    );
    expect(container.querySelector("section")).toBeNull();
  });
});
