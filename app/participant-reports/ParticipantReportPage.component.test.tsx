// The person's own report page: written to them, five domains with their likely ranges, the norm group named, who can
// open it and until when, the PDF link; the growth report only when the report carries one; and a refused link says
// why (expired or revoked, not valid).
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { theme } from "~/ui/theme";
import { participantReportContent } from "~domain/assessment/participant-report";
import { scoreAssessment } from "~domain/assessment/scoring";
import { ITEMS } from "~domain/assessment/items";
import type { ParticipantReportJson } from "../../api/participant-reports/contract";
import { ParticipantReportError, ParticipantReportPage } from "./ParticipantReportPage";

const scores = scoreAssessment(Object.fromEntries(ITEMS.map((item, i) => [item.id, ((i * 7) % 5) + 1])), {
  sex: "female",
  age: 34,
});
const content = participantReportContent(scores);
const report: ParticipantReportJson = {
  person: { first: "Noor" },
  submitted_at: "2026-11-20T10:00:00Z",
  expires_at: "2027-02-18T10:00:00Z",
  norm_group: content.norm_group,
  how_sure: "Your answers look considered, so this report should describe you reasonably well.",
  domains: content.domains,
  growth: null,
};

function renderAt(element: () => JSX.Element, loader?: () => never) {
  const Stub = createRemixStub([
    { path: "/my-report/:payload", Component: element, loader, ErrorBoundary: ParticipantReportError },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/my-report/abc"]} />
    </MantineProvider>,
  );
}

describe("the person's own report page", () => {
  test("speaks to the person about five domains with likely ranges, names the norms, says who can open it and until when", () => {
    renderAt(() => <ParticipantReportPage report={report} pdfHref="/my-report/abc/pdf" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("For Noor");
    const domains = screen.getAllByTestId("report-domain");
    expect(domains).toHaveLength(5);
    for (const domain of domains) {
      expect(within(domain).getAllByText(/^You tend to/).length).toBeGreaterThan(0);
      expect(within(domain).getByText(/likely range \d+–\d+/)).toBeTruthy();
    }
    expect(screen.getByText(/Johnson 2014/)).toBeTruthy();
    const notice = screen.getByTestId("report-link-notice");
    expect(notice.textContent).toContain("Only someone with this link can open your report");
    expect(notice.textContent).toMatch(/works until .*2027/);
    expect(screen.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe("/my-report/abc/pdf");
    expect(screen.queryByRole("heading", { name: "Your growth report" })).toBeNull();
    expect(document.body.textContent).not.toMatch(/\b(fit|benchmark|job)\b/i);
  });

  test.each([
    [410, "This link no longer opens"],
    [404, "This link is not valid"],
  ])("a link refused with %i says why", async (status, title) => {
    renderAt(
      () => <p>never</p>,
      () => {
        throw new Response("", { status });
      },
    );
    expect(await screen.findByText(title)).toBeTruthy();
  });
});
