import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { ITEMS } from "~domain/assessment/items";
import { scoreAssessment } from "~domain/assessment/scoring";
import type { Language } from "~domain/languages";
import { planted } from "../../tests/support/pair-texts";
import { ScoreTable } from "./ScoreTable";

const tableOf = (scores: Parameters<typeof ScoreTable>[0]["scores"], language: Language = "en") =>
  renderToStaticMarkup(
    <MantineProvider>
      <ScoreTable scores={scores} language={language} id="scores" />
    </MantineProvider>,
  );

test("the score table has a row per domain and per facet, each a row header with its percentile and band", () => {
  const scores = scoreAssessment(Object.fromEntries(ITEMS.map((item, i) => [item.id, (i % 5) + 1])), {
    sex: "male",
    age: 45,
  });
  const html = tableOf(scores);
  expect(html.match(/data-testid="domain-row"/g)).toHaveLength(5);
  expect(html.match(/data-testid="facet-row"/g)).toHaveLength(30);
  expect(html.match(/<th[^>]*scope="row"/g)).toHaveLength(35);
  expect(html.match(/data-band=/g)).toHaveLength(35);
});

test("the caption names the norm group and the language of administration, never the person's sex or age band", () => {
  const scores = scoreAssessment(Object.fromEntries(ITEMS.map((item, i) => [item.id, (i % 5) + 1])), {
    sex: "male",
    age: 45,
  });
  const html = tableOf(scores);
  expect(html).toContain("IPIP-NEO-120 norms, Johnson 2014, by sex and age band");
  expect(html).toContain("(IPIP-NEO-120, Johnson 2014, English-language internet sample; taken in English)");
  expect(html).not.toMatch(/\bmales?\b|41-60|aged/i);
  // A German taker's table says so, in English (staff pages are in English).
  expect(tableOf(scores, "de")).toContain("English-language internet sample; taken in German)");
});

test("every domain and facet shows its likely range (±1 SEM as percentiles), wider for a facet than a domain", () => {
  const scores = planted({ E: 50, E1: 50 });
  const html = tableOf(scores);
  expect(html.match(/data-testid="likely-range"/g)).toHaveLength(35);
  expect(html).toContain(">Likely range</th>");
  const row = (name: string) => html.split("<tr").find((r) => r.includes(`>${name}<`))!;
  // T 50: a domain's SEM (4.0) spans the 34th to the 66th percentile, a facet's (5.66) the 29th to the 71st.
  expect(row("Extraversion")).toContain("34–66");
  expect(row("Extraversion")).toContain("34 to 66");
  expect(row("Friendliness")).toContain("29–71");
});
