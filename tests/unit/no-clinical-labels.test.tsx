// Staff-facing words describe work, never a diagnosis (ARCHITECTURE.md "Responsible assessment"): every view model,
// page component, PDF and export header reachable here is built for extreme profiles (every scale at the 1st and at
// the 99th percentile, and a mix) and searched for the inventory's clinical names. They may appear only in the
// technical appendix, which is closed until opened on screen and the last page of a PDF.
import { MantineProvider } from "@mantine/core";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, test } from "vitest";
import { APPENDIX_TITLE } from "../../api/pdf/appendix";
import { renderGrowthReportPdf } from "../../api/growth-reports/pdf";
import { CSV_HEADER } from "../../api/survey-results/export-survey-results";
import { DomainBadges } from "../../app/survey-results/DomainBadges";
import { GrowthReport } from "../../app/growth-reports/GrowthReport";
import { ScoreTable } from "../../app/survey-results/ScoreTable";
import { TraitTexts } from "../../app/survey-results/TraitTexts";
import coachingTexts from "../../brands/coaching/growth-texts";
import pairTexts from "../../brands/coaching/pair-texts";
import hbTexts from "../../brands/hb/report-texts";
import { bandFor, levelFor } from "../../domain/assessment/bands";
import { reportTexts } from "../../domain/assessment/report-texts";
import type { AssessmentScores, ScaleScore } from "../../domain/assessment/scoring";
import {
  DOMAIN_NAMES,
  DOMAINS,
  FACETS,
  IPIP_DOMAIN_NAMES,
  SCALE_GLOSSARY,
  SCALE_POLES,
  scaleName,
  strengthName,
  type DomainCode,
  type FacetCode,
  type ScaleCode,
} from "../../domain/assessment/traits";
import { compareProfiles } from "../../domain/coaching/comparison";
import { frictionPoints } from "../../domain/coaching/conflict";
import { buildGrowthReport, selectionRuleText } from "../../domain/coaching/growth";
import { teamBalance } from "../../domain/coaching/team";
import { gapQuestions, percentilesOf, questionReason, traitGaps } from "../../domain/interview-questions";

const CLINICAL = /Neuroticism|Depression|Anxiety|Vulnerability|Immoderation/i;
const ALL_SCALES = [...DOMAINS, ...FACETS] as ScaleCode[];

/** Scores with every scale at `at(scale)`. */
function scoresAt(at: (scale: ScaleCode) => number): AssessmentScores {
  const score = (scale: ScaleCode): ScaleScore => {
    const p = at(scale);
    return { raw: 0, t: 50 + (p - 50) / 3, percentile: p, band: bandFor(p), level: levelFor(p) };
  };
  return {
    version: 1,
    norms: "johnson-2014",
    norm_group: { sex: "unspecified", age_band: "21-40" },
    domains: Object.fromEntries(DOMAINS.map((d) => [d, score(d)])),
    facets: Object.fromEntries(FACETS.map((f) => [f, score(f)])),
  } as unknown as AssessmentScores;
}

const PROFILES: Record<string, AssessmentScores> = {
  "every scale at the 99th percentile": scoresAt(() => 99),
  "every scale at the 1st percentile": scoresAt(() => 1),
  "stress scales high, the rest low": scoresAt((s) => (s.startsWith("N") ? 98 : 2)),
  "stress scales low, the rest high": scoresAt((s) => (s.startsWith("N") ? 2 : 98)),
};

const render = (node: ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);
/** The markup without the technical appendix (a <details> with its test id), where the IPIP names may stand. */
const withoutAppendix = (html: string) =>
  html.replace(/<details[^>]*data-testid="technical-appendix"[\s\S]*?<\/details>/, "");

const targetsAll = (min: number, max: number) => ({
  domains: Object.fromEntries(DOMAINS.map((d) => [d, { min, max }])) as Record<
    DomainCode,
    { min: number; max: number }
  >,
  facets: Object.fromEntries(FACETS.map((f) => [f, { min, max }])) as Partial<
    Record<FacetCode, { min: number; max: number }>
  >,
});

describe("the names themselves", () => {
  test("no staff-facing name, pole or strength name is clinical; the IPIP names are kept for the appendix", () => {
    for (const scale of ALL_SCALES) {
      expect(scaleName(scale)).not.toMatch(CLINICAL);
      expect(strengthName(scale)).not.toMatch(CLINICAL);
    }
    expect(JSON.stringify(SCALE_POLES)).not.toMatch(CLINICAL);
    expect(Object.values(DOMAIN_NAMES).join()).not.toMatch(CLINICAL);
    expect(IPIP_DOMAIN_NAMES.N).toBe("Neuroticism");
    expect(SCALE_GLOSSARY.find((r) => r.code === "N3")).toMatchObject({
      name: "Discouragement",
      ipipName: "Depression",
    });
    expect(SCALE_GLOSSARY).toHaveLength(35);
  });

  test("only the appendix, the API's scale list and stored question keys reach the IPIP names", () => {
    const allowed = new Set([
      "domain/assessment/traits.ts",
      "domain/interview-questions.ts", // stored keys ("gap:neuroticism:high:1"), never shown
      "app/ui/TechnicalAppendix.tsx",
      "api/pdf/appendix.ts",
      "api/meta/routes.ts",
    ]);
    const root = path.resolve(__dirname, "../..");
    const users: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(path.join(root, dir))) {
        const rel = path.join(dir, name);
        if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          const source = readFileSync(path.join(root, rel), "utf8");
          if (/\b(IPIP_DOMAIN_NAMES|IPIP_FACET_NAMES|ipipName|SCALE_GLOSSARY|GLOSSARY_INTRO)\b/.test(source))
            users.push(rel);
        }
      }
    };
    for (const dir of ["app", "api", "server", "domain", "brands"]) walk(dir);
    expect(users.filter((f) => !allowed.has(f))).toEqual([]);
  });

  test("the CSV export's headers", () => {
    expect(CSV_HEADER.join(",")).not.toMatch(CLINICAL);
    expect(CSV_HEADER).toContain("Stress response percentile");
  });
});

describe.each(Object.entries(PROFILES))("a profile with %s", (_, scores) => {
  test("the growth report (view model, share payload and page), with and without a benchmark", () => {
    for (const benchmark of [null, { id: 1, name: "Team lead", targets: targetsAll(40, 60) }]) {
      const report = buildGrowthReport(scores, coachingTexts, benchmark);
      expect(JSON.stringify(report)).not.toMatch(CLINICAL);
      expect(selectionRuleText(report.basis)).not.toMatch(CLINICAL);
      const data = {
        person: {
          id: 1,
          first: "Ana",
          last: "Lima",
          role_name: "Nurse",
          company: { id: 1, name: "Harbor" },
          submitted_at: "2026-03-01T10:00:00Z",
        },
        benchmarks: benchmark ? [{ id: 1, name: "Team lead" }] : [],
        benchmark: benchmark ? { id: 1, name: "Team lead" } : null,
        report,
      };
      const goals = [{ id: "g", title: "Practise", scale: "N3" as ScaleCode, due_on: null, done: false, steps: [] }];
      const html = render(<GrowthReport data={data} plan={goals} />);
      expect(html).toContain("Technical appendix");
      expect(html).toMatch(/<details[^>]*data-testid="technical-appendix"/);
      expect(html).not.toMatch(/<details[^>]*\bopen\b[^>]*data-testid="technical-appendix"/);
      expect(html).toContain("Neuroticism"); // in the appendix, for qualified readers
      expect(withoutAppendix(html)).not.toMatch(CLINICAL);
    }
  });

  test("the growth report's PDF: the IPIP names only on its last page, the appendix", async () => {
    const report = buildGrowthReport(scores, coachingTexts, null);
    const pdf = await renderGrowthReportPdf(
      {
        person: {
          id: 1,
          first: "Ana",
          last: "Lima",
          role_name: "Nurse",
          company: { id: 1, name: "Harbor" },
          submitted_at: null,
        },
        benchmarks: [],
        benchmark: null,
        report,
      },
      { goals: [{ id: "g", title: "Practise", scale: "N6", due_on: null, done: false, steps: [] }] },
    );
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
    const last = text[text.length - 1];
    expect(last).toContain(APPENDIX_TITLE);
    expect(last).toContain("Neuroticism");
    for (const page of text.slice(0, -1)) expect(page).not.toMatch(CLINICAL);
    expect(last.slice(0, last.indexOf(APPENDIX_TITLE))).not.toMatch(CLINICAL);
  }, 30_000);

  test("the hiring report: score table, trait texts and list badges", () => {
    const texts = reportTexts(hbTexts, scores, "Ana");
    expect(JSON.stringify(texts)).not.toMatch(CLINICAL);
    const html = render(
      <>
        <ScoreTable scores={scores} language="en" id="t" />
        <TraitTexts texts={texts} scores={scores} />
        <DomainBadges domains={scores.domains} />
      </>,
    );
    expect(html).toContain("Stress response");
    expect(html).not.toMatch(CLINICAL);
  });

  test("interview questions and the reasons given for them", () => {
    const percentiles = percentilesOf(scores);
    for (const targets of [targetsAll(40, 60), targetsAll(1, 99), targetsAll(1, 50)]) {
      const questions = gapQuestions({ percentiles, targets, perGap: 3, perStrength: 2 });
      const gaps = traitGaps(percentiles, targets);
      const shown = questions.map((q) => ({ ...q, key: undefined, reason: questionReason(q, gaps) }));
      expect(JSON.stringify(shown)).not.toMatch(CLINICAL);
    }
  });

  test("comparison, conflict plan and team view", () => {
    const other = PROFILES["stress scales low, the rest high"];
    const comparison = compareProfiles(
      [
        { id: 1, name: "Ana", scores },
        { id: 2, name: "Ben", scores: other },
      ],
      pairTexts,
    );
    expect(JSON.stringify(comparison)).not.toMatch(CLINICAL);
    const friction = frictionPoints({ name: "Ana", scores }, { name: "Ben", scores: other }, pairTexts);
    expect(JSON.stringify(friction)).not.toMatch(CLINICAL);
    const balance = teamBalance([
      { id: 1, name: "Ana", scores },
      { id: 2, name: "Ben", scores: other },
      { id: 3, name: "Cy", scores: PROFILES["every scale at the 1st percentile"] },
    ]);
    expect(JSON.stringify(balance)).not.toMatch(CLINICAL);
  });
});
