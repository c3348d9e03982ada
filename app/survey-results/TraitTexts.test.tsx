import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { ITEMS } from "~domain/assessment/items";
import { reportTexts } from "~domain/assessment/report-texts";
import { scoreAssessment } from "~domain/assessment/scoring";
import hbTexts from "../../brands/hb/report-texts";
import { TraitTexts } from "./TraitTexts";

test("the report shows, for a planted score, the hiring brand's text of that level with the person's name", () => {
  // Every item at the top after reversal: every scale high, e.g. a 99th-percentile Neuroticism.
  const answers = Object.fromEntries(ITEMS.map((i) => [i.id, i.keyed === "plus" ? 5 : 1]));
  const scores = scoreAssessment(answers, { sex: "female", age: 30 });
  const html = renderToStaticMarkup(
    <MantineProvider>
      <TraitTexts texts={reportTexts(hbTexts, scores, "Ana")} scores={scores} />
    </MantineProvider>,
  ).replace(/&#x27;/g, "'");
  expect(html.match(/data-testid="trait-text" data-level="high"/g)).toHaveLength(5);
  expect(html.match(/data-testid="facet-text" data-level="high"/g)).toHaveLength(30);
  expect(html).toContain(hbTexts.levels.N.high.atWork.replace(/\{name\}/g, "Ana"));
  expect(html).toContain("Ask how Ana prepares for a stressful week and what helps them recover after a setback.");
  expect(html).toContain(hbTexts.levels.C6.high.atWork.replace(/\{name\}/g, "Ana"));
  expect(html).not.toContain("{name}");
  expect(html).not.toMatch(/\byour?\b/i);
});
