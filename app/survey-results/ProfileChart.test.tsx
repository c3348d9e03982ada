// The profile charts draw in the browser only: until their code has loaded, a box of their height holds their place.
import { MantineProvider } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { ITEMS } from "~domain/assessment/items";
import { scoreAssessment } from "~domain/assessment/scoring";
import { theme } from "~/ui/theme";
import { CHART_HEIGHTS } from "./chart-size";
import { ProfileChart } from "./ProfileChart";

test("while the chart code loads: only a box of the charts' height, hidden from assistive technology, and no chart", async () => {
  const scores = scoreAssessment(Object.fromEntries(ITEMS.map((item) => [item.id, 3])), { sex: "female", age: 30 });
  const html = renderToString(
    <MantineProvider theme={theme}>
      <ProfileChart scores={scores} tableId="scores-7" />
    </MantineProvider>,
  );
  expect(html).toMatch(/<div[^>]*aria-hidden="true"[^>]*data-testid="chart-space"/);
  expect(html).toContain(`${CHART_HEIGHTS.total / 16}rem`);
  expect(html).not.toContain("recharts");
  // Rendering started loading the chart's code; the test ends once it has loaded, as an import left pending in a
  // worker that goes on to other files holds the worker at the end of the run.
  await import("./ScoreChart");
});
