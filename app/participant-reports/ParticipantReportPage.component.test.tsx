// The person's own report page: written to them, five domains with their likely ranges, the norm group and the
// language they took it in named, who can open it and until when, the PDF link; the growth report only when the
// report carries one; the page in the report's language; and a refused link says why, in the reader's language.
import { MantineProvider } from "@mantine/core";
import { json } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { pageI18n } from "~/i18n/i18n.server";
import { theme } from "~/ui/theme";
import {
  aboutTheScores,
  administrationLineFor,
  participantReportContent,
  whatThisIs,
} from "~domain/assessment/participant-report";
import { scoreAssessment } from "~domain/assessment/scoring";
import { ITEMS } from "~domain/assessment/items";
import type { Language } from "~domain/languages";
import type { ParticipantReportJson } from "../../api/participant-reports/contract";
import { ParticipantReportError, ParticipantReportPage } from "./ParticipantReportPage";
import { REPORT_NAMESPACES } from "./report.server";

const scores = scoreAssessment(Object.fromEntries(ITEMS.map((item, i) => [item.id, ((i * 7) % 5) + 1])), {
  sex: "female",
  age: 34,
});

/** The API's report for a person who took the assessment in `administeredIn`, read in `language`. */
function reportIn(language: Language, administeredIn: Language = language): ParticipantReportJson {
  const content = participantReportContent(scores, language);
  return {
    language,
    administered_in: administeredIn,
    person: { first: "Noor" },
    submitted_at: "2026-11-20T10:00:00Z",
    expires_at: "2027-02-18T10:00:00Z",
    norm_group: content.norm_group,
    administration: administrationLineFor(administeredIn, language),
    what_this_is: whatThisIs(language),
    about_the_scores: aboutTheScores(content.norm_group, language),
    how_sure: "Your answers look considered, so this report should describe you reasonably well.",
    domains: content.domains,
    growth: null,
  };
}

function renderAt(element: () => JSX.Element, loader: () => object) {
  const Stub = createRemixStub([
    { path: "/my-report/:payload", Component: element, loader, ErrorBoundary: ParticipantReportError },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/my-report/abc"]} />
    </MantineProvider>,
  );
}

const page = (report: ParticipantReportJson) => () => (
  <ParticipantReportPage report={report} pdfHref="/my-report/abc/pdf" />
);
const i18nIn = (language: Language) => () => ({ i18n: pageI18n(language, REPORT_NAMESPACES) });

describe("the person's own report page", () => {
  test("speaks to the person about five domains with likely ranges, names the norms, says who can open it and until when", async () => {
    renderAt(page(reportIn("en")), i18nIn("en"));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("For Noor");
    const domains = screen.getAllByTestId("report-domain");
    expect(domains).toHaveLength(5);
    for (const domain of domains) {
      expect(within(domain).getAllByText(/^You tend to/).length).toBeGreaterThan(0);
      expect(within(domain).getByText(/likely range \d+–\d+/)).toBeTruthy();
    }
    expect(screen.getAllByText(/Johnson 2014/).length).toBeGreaterThan(0);
    expect(screen.getByTestId("report-administration").textContent).toBe(
      "Norm group and language of the questionnaire: IPIP-NEO-120, Johnson 2014, English-language internet sample; taken in English",
    );
    const notice = screen.getByTestId("report-link-notice");
    expect(notice.textContent).toContain("Only someone with this link can open your report");
    expect(notice.textContent).toMatch(/works until .*2027/);
    expect(screen.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe("/my-report/abc/pdf");
    expect(screen.queryByRole("heading", { name: "Your growth report" })).toBeNull();
    expect(document.body.textContent).not.toMatch(/\b(fit|benchmark|job)\b/i);
  });

  test("reads in the report's language: a German taker's report in German, its dates as a German reader writes them", async () => {
    renderAt(page(reportIn("de")), i18nIn("de"));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Für Noor");
    expect(screen.getByRole("heading", { name: "Umgang mit Stress" })).toBeTruthy();
    expect(screen.getAllByText(/^Ihr Perzentil: \d+ \(wahrscheinlicher Bereich \d+–\d+\)$/)).toHaveLength(5);
    expect(screen.getByRole("link", { name: "PDF herunterladen" })).toBeTruthy();
    expect(screen.getByTestId("report-administration").textContent).toBe(
      "Normgruppe und Sprache des Fragebogens: IPIP-NEO-120, Johnson 2014, englischsprachige Internet-Stichprobe; Sprache beim Ausfüllen: Deutsch",
    );
    expect(screen.getByTestId("report-link-notice").textContent).toMatch(/bis zum 18\.02\.2027;/);
  });

  test("a German taker's report read in French names German in French", async () => {
    renderAt(page(reportIn("fr", "de")), i18nIn("fr"));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Pour Noor");
    expect(screen.getByTestId("report-administration").textContent).toMatch(
      /^Groupe de référence et langue du questionnaire : .*; questionnaire passé en allemand$/,
    );
    expect(screen.getByRole("heading", { name: "Réaction au stress" })).toBeTruthy();
  });

  test("reads in Arabic, with the growth report marked as English", async () => {
    const growth = {
      strengths: [{ scale: "C2", name: "Orderliness", text: "You keep things in order." }],
      growthAreas: [],
    };
    renderAt(page({ ...reportIn("ar"), growth } as unknown as ParticipantReportJson), i18nIn("ar"));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("إلى Noor");
    expect(screen.getByRole("heading", { name: "الاستجابة للضغط" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "تقرير النمو الخاص بك" })).toBeTruthy();
    expect(screen.getByText("هذا الجزء من تقريرك متاح باللغة الإنجليزية فقط.")).toBeTruthy();
    expect(screen.getByText("You keep things in order.").closest("ul")?.getAttribute("lang")).toBe("en");
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

  test("a refused link says why in the words its loader chose (the reader's language)", async () => {
    renderAt(
      () => <p>never</p>,
      () => {
        throw json({ title: "Ce lien ne s’ouvre plus", message: "Ce lien a expiré." }, { status: 410 });
      },
    );
    expect(await screen.findByText("Ce lien ne s’ouvre plus")).toBeTruthy();
  });
});
