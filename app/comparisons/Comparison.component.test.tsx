// The comparison of a team: twelve people all stand side by side (a column each, none cut), and every one of their 66
// pairs is there for working together, the first ten shown until "Show all".
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { theme } from "~/ui/theme";
import { DOMAINS } from "../../domain/assessment/traits";
import { compareProfiles } from "../../domain/coaching/comparison";
import { fakePairTexts, planted } from "../../tests/support/pair-texts";
import { ComparisonTables } from "./ComparisonTables";
import type { ComparisonJson } from "./model";
import { PAIRS_SHOWN, WorkingTogether } from "./WorkingTogether";

const NAMES = ["Ann", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea"];

function teamOfTwelve(): ComparisonJson {
  const people = NAMES.map((name, i) => ({
    id: i + 1,
    name,
    // Spread out on every domain, so each pair differs somewhere.
    scores: planted(Object.fromEntries(DOMAINS.map((d, k) => [d, 5 + ((i * 17 + k * 23) % 90)]))),
  }));
  const comparison = compareProfiles(people, fakePairTexts());
  return {
    ...comparison,
    people: people.map((p) => ({
      id: p.id,
      first: p.name,
      last: "Team",
      name: p.name,
      role_name: "Front desk",
      company: { id: 1, name: "Harbor Dental" },
      submitted_at: "2026-03-01T10:00:00.000Z",
    })),
  } as ComparisonJson;
}

function renderComparison(comparison: ComparisonJson) {
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <>
          <ComparisonTables comparison={comparison} />
          <WorkingTogether comparison={comparison} />
        </>
      ),
    },
  ]);
  return render(
    <MantineProvider theme={theme}>
      <Stub />
    </MantineProvider>,
  );
}

// Rendering 66 pairs of guidance takes a few seconds on a busy machine.
test("twelve people: all twelve in both tables, and all 66 pairs once asked", { timeout: 30_000 }, async () => {
  renderComparison(teamOfTwelve());
  for (const label of ["The five domains, person by person", "Largest differences, widest spread first"]) {
    const table = await screen.findByRole("table", { name: label });
    const heads = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    for (const name of NAMES) expect(heads).toContain(name);
    for (const row of within(table).getAllByTestId("scale-row"))
      expect(row.querySelectorAll("td[data-person]")).toHaveLength(12);
  }

  expect(screen.getAllByTestId("pair")).toHaveLength(PAIRS_SHOWN);
  fireEvent.click(screen.getByRole("button", { name: "Show all 66 pairs" }));
  expect(screen.getAllByTestId("pair")).toHaveLength(66);
  const less = screen.getByRole("button", { name: `Show the first ${PAIRS_SHOWN} pairs` });
  expect(less.getAttribute("aria-expanded")).toBe("true");
});
