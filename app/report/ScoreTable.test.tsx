import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { ITEMS } from "~domain/assessment/items";
import { scoreAssessment } from "~domain/assessment/scoring";
import { ScoreTable } from "./ScoreTable";

test("the score table has a row per domain and per facet, each a row header with its percentile and band", () => {
  const scores = scoreAssessment(Object.fromEntries(ITEMS.map((item, i) => [item.id, (i % 5) + 1])), {
    sex: "male",
    age: 45,
  });
  const html = renderToStaticMarkup(
    <MantineProvider>
      <ScoreTable scores={scores} id="scores" />
    </MantineProvider>,
  );
  expect(html.match(/data-testid="domain-row"/g)).toHaveLength(5);
  expect(html.match(/data-testid="facet-row"/g)).toHaveLength(30);
  expect(html.match(/<th[^>]*scope="row"/g)).toHaveLength(35);
  expect(html).toContain("Percentiles against the norms for males aged 41-60");
  expect(html.match(/data-band=/g)).toHaveLength(35);
});
