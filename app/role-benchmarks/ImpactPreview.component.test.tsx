// The benchmark editor's fairness preview: it asks the server for the draft's ranges on the chosen company, shows
// each group's rate, impact ratio, flag and "<5" cells with the period and the count, says when the draft changed
// since, explains thin data, and shows a refusal.
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { expect, test, vi } from "vitest";
import { theme } from "~/ui/theme";
import type { ImpactFiguresJson } from "./impact";
import type { ImpactPreviewAnswer } from "./impact.server";
import { ImpactPreview } from "./ImpactPreview";
import { OPEN_TARGETS, type BenchmarkTargets } from "./model";

const FIGURES: ImpactFiguresJson = {
  company: { id: 3, name: "Harbor Dental" },
  period: { from: "2025-12-01", to: "2026-11-30" },
  pass_threshold: 70,
  candidates: 212,
  self_identified: 180,
  tables: [
    {
      dimension: "sex",
      rows: [
        {
          group: "male",
          label: "Male",
          total: 100,
          selected: 50,
          rate: 0.5,
          impact_ratio: 1,
          fisher_p: null,
          flagged: false,
          highest: true,
        },
        {
          group: "female",
          label: "Female",
          total: 80,
          selected: 24,
          rate: 0.3,
          impact_ratio: 0.6,
          fisher_p: 0.004,
          flagged: true,
          highest: false,
        },
      ],
      excluded: [],
      unknown: { total: 32, selected: "<5" },
    },
    {
      dimension: "race_ethnicity",
      rows: [],
      excluded: [{ group: "asian", label: "Asian (Not Hispanic or Latino)", total: "<5", selected: 0 }],
      unknown: { total: 0, selected: 0 },
    },
    { dimension: "sex_race_ethnicity", rows: [], excluded: [], unknown: { total: 0, selected: 0 } },
  ],
};

const NARROW: BenchmarkTargets = { ...OPEN_TARGETS, domains: { ...OPEN_TARGETS.domains, C: { min: 60, max: 99 } } };

function renderPreview(answer: ImpactPreviewAnswer, companyId: number | null = 3) {
  const asked = vi.fn<(url: URL) => void>();
  function Editor() {
    const [targets, setTargets] = useState(NARROW);
    return (
      <>
        <button
          type="button"
          onClick={() => setTargets({ ...NARROW, domains: { ...NARROW.domains, C: { min: 70, max: 99 } } })}
        >
          Change the ranges
        </button>
        <ImpactPreview
          targets={targets}
          companyId={companyId}
          companies={[
            { id: 3, name: "Harbor Dental" },
            { id: 4, name: "Summit Fitness" },
          ]}
        />
      </>
    );
  }
  const Stub = createRemixStub([
    { path: "/role-benchmarks/edit", Component: Editor },
    {
      path: "/role-benchmarks/impact",
      loader: ({ request }) => {
        asked(new URL(request.url));
        return answer;
      },
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/role-benchmarks/edit?id=1"]} />
    </MantineProvider>,
  );
  return asked;
}

test("previews the draft's ranges on the benchmark's company: rates, ratios, the flag, <5 cells, period and count", async () => {
  const asked = renderPreview({ impact: FIGURES, error: null, problems: {} });
  fireEvent.click(await screen.findByRole("button", { name: "Preview fairness impact" }));

  const figures = await screen.findByTestId("impact-preview-figures");
  const url = asked.mock.calls[0][0];
  expect(url.searchParams.get("preview_company_id")).toBe("3");
  expect([url.searchParams.get("C.min"), url.searchParams.get("C.max"), url.searchParams.get("N.min")]).toEqual([
    "60",
    "99",
    "1",
  ]);
  expect(within(figures).getByTestId("impact-preview-figures-basis").textContent).toBe(
    "Harbor Dental, Dec 1, 2025 to Nov 30, 2026: 212 candidates with a fit, 180 of them self-identified. " +
      "Passing means a fit of 70 or more.",
  );
  const female = within(figures).getByRole("row", { name: /^Female/ });
  expect(
    within(female)
      .getAllByRole("cell")
      .map((c) => c.textContent),
  ).toEqual(["Female", "80", "24", "30.0%", "0.60", "0.004", "Below four fifths (0.8)"]);
  expect(within(figures).getByRole("row", { name: /^Male/ }).textContent).toContain("Highest rate");
  expect(within(figures).getByTestId("impact-preview-figures-flagged").textContent).toContain("One group passes");
  const unknown = within(figures).getAllByRole("row", { name: /^Unknown or declined/ })[0];
  expect(
    within(unknown)
      .getAllByRole("cell")
      .slice(0, 3)
      .map((c) => c.textContent),
  ).toEqual(["Unknown or declined", "32", "<5"]);
  expect(figures.textContent).toContain("Asian (Not Hispanic or Latino) (under 2 %, not compared)");
  expect(screen.queryByTestId("impact-preview-stale")).toBeNull();

  // A change to the ranges leaves the figures marked as the old ranges'; Update preview asks again.
  fireEvent.click(screen.getByRole("button", { name: "Change the ranges" }));
  expect((await screen.findByTestId("impact-preview-stale")).textContent).toContain("changed since this preview");
  fireEvent.click(screen.getByRole("button", { name: "Update preview" }));
  await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
  expect(asked.mock.calls[1][0].searchParams.get("C.min")).toBe("70");
  await vi.waitFor(() => expect(screen.queryByTestId("impact-preview-stale")).toBeNull());
});

test("a benchmark for every company previews on a company the editor picks", async () => {
  const asked = renderPreview({ impact: FIGURES, error: null, problems: {} }, null);
  const button = await screen.findByRole("button", { name: "Preview fairness impact" });
  expect(button.hasAttribute("disabled")).toBe(true);
  fireEvent.click(screen.getByRole("textbox", { name: "Preview on the candidates of" }));
  fireEvent.click(await screen.findByRole("option", { name: "Summit Fitness", hidden: true }));
  expect(button.hasAttribute("disabled")).toBe(false);
  fireEvent.click(button);
  await vi.waitFor(() => expect(asked).toHaveBeenCalled());
  expect(asked.mock.calls[0][0].searchParams.get("preview_company_id")).toBe("4");
});

test("says plainly when no one self-identified", async () => {
  renderPreview({ impact: { ...FIGURES, self_identified: 0, tables: [] }, error: null, problems: {} });
  fireEvent.click(await screen.findByRole("button", { name: "Preview fairness impact" }));
  expect((await screen.findByTestId("impact-preview-figures-gap")).textContent).toContain(
    "None of these candidates answered the voluntary self-identification questions",
  );
});

test("shows why there are no figures when the server refuses", async () => {
  renderPreview({ impact: null, error: "Correct the ranges marked in the form first.", problems: { N: "bad" } });
  fireEvent.click(await screen.findByRole("button", { name: "Preview fairness impact" }));
  expect((await screen.findByRole("alert")).textContent).toBe("Correct the ranges marked in the form first.");
});
