// A planted sensitive answer never reaches a staff view (here beside the unit tests, not in app/survey-answers: it
// reads the API's own model and PDF, which the app may not import): the questions chart's data (the API's JSON and
// the page's loader data), the page as rendered, and its PDF. It still counts towards its facet's score.
import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, test } from "vitest";
import { ITEMS } from "~domain/assessment/items";
import { scoreAssessment } from "~domain/assessment/scoring";
import { ANSWER_WITHHELD, isSensitiveItem, SENSITIVE_ITEMS } from "~domain/assessment/sensitive-items";
import { answersChart } from "../../api/survey-answers/model";
import { renderAnswersPdf } from "../../api/survey-answers/pdf";
import { AnswersPage } from "../../app/survey-answers/AnswersPage";
import type { ReportPerson } from "../../app/survey-answers/model";

// The planted item: a political opinion, answered at the top of the scale while every other item sits in the middle,
// so its answer is the only "Very accurate" and the only one that moves a score.
const planted = SENSITIVE_ITEMS.find((i) => i.text === "Tend to vote for conservative political candidates")!;
const answers = new Map(ITEMS.map((i) => [i.id, i.id === planted.id ? 5 : 3]));
const scores = scoreAssessment(Object.fromEntries(answers), { sex: "female", age: 31 });
const chart = answersChart(answers, scores);
const items = chart.domains.flatMap((d) => d.facets.flatMap((f) => f.items));

const person: ReportPerson = {
  id: 7,
  first: "Ana",
  last: "Planted",
  role_name: "Coachee",
  company: { id: 1, name: "Harbor Dental" },
  is_test: false,
  archived: false,
  finished: true,
  answered_count: 120,
};

describe("a planted sensitive answer", () => {
  test("is not in the questions chart's data: no answer, no scored value, marked withheld", () => {
    const entry = items.find((i) => i.id === planted.id)!;
    expect(entry).toEqual({
      id: planted.id,
      text: planted.text,
      keyed: "minus",
      answer: null,
      scored: null,
      withheld: true,
    });
    // Every sensitive item is withheld alike, answered or not; every other item keeps its answer.
    for (const item of items) {
      expect(item.withheld).toBe(isSensitiveItem(item.id));
      if (item.withheld) expect([item.answer, item.scored]).toEqual([null, null]);
      else expect(item.answer).toBe(3);
    }
    expect(JSON.stringify(chart)).not.toMatch(/"answer":5|"scored":1/);
    expect(chart.answered_count).toBe(120);
  });

  test("still counts towards its facet's score", () => {
    const o6 = chart.domains.flatMap((d) => d.facets).find((f) => f.code === "O6")!;
    expect(scores.facets.O6.raw).toBe(3 + 3 + (6 - 5) + 3);
    expect(o6).toMatchObject({ t: scores.facets.O6.t, percentile: scores.facets.O6.percentile });
    expect(o6.note).toMatch(/tradition and authority/);
  });

  test("is not on the answers page, which says it is withheld", () => {
    const html = renderToStaticMarkup(
      <StaticRouter location="/survey-results/7/answers">
        <MantineProvider>
          <AnswersPage person={person} domains={chart.domains} answered={chart.answered_count} />
        </MantineProvider>
      </StaticRouter>,
    );
    const row = html
      .split('data-testid="answer-item"')
      .find((part) => part.includes(planted.text))!
      .split("</li>")[0];
    expect(row).toContain(ANSWER_WITHHELD);
    expect(row).not.toMatch(/Answer:|data-chosen|Raises|Lowers|Neutral/);
    expect(html).not.toContain("Answer: Very accurate");
    expect(html).not.toMatch(/<li[^>]*data-effect="raises"/);
    expect(html.match(new RegExp(ANSWER_WITHHELD, "g"))!.length).toBe(SENSITIVE_ITEMS.length + 1); // + the legend
  });

  // Drawing and reading back a PDF takes seconds on a busy two-core machine: a longer limit than 5 s.
  test("is not in the answers PDF, which says it is withheld", async () => {
    const pdf = await renderAnswersPdf(
      {
        first: "Ana",
        last: "Planted",
        roleName: "Coachee",
        companyName: "Harbor Dental",
        finished: true,
        language: "en",
      },
      chart,
    );
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    const after = flat.slice(flat.indexOf(planted.text) + planted.text.length);
    expect(after.trimStart().startsWith(ANSWER_WITHHELD)).toBe(true);
    expect(flat).not.toContain("Answer: Very accurate");
    expect(flat).not.toContain("Raises the score");
    expect(flat).toContain("Answer: Neither accurate nor inaccurate");
  }, 30_000);
});
