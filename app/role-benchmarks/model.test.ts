import { describe, expect, test } from "vitest";
import { targetsFromForm } from "./form.server";
import { rescoreBusy, rescoreText } from "./model";

const form = (values: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
};
const domains = {
  "N.min": "1",
  "N.max": "40",
  "E.min": "60",
  "E.max": "99",
  "O.min": "1",
  "O.max": "99",
  "A.min": "50",
  "A.max": "90",
  "C.min": "70",
  "C.max": "99",
};

describe("a benchmark form's targets", () => {
  test("are read per domain, and per facet only when the facet is switched on", () => {
    const { targets, problems } = targetsFromForm(
      form({ ...domains, "C4.on": "on", "C4.min": "80", "C4.max": "99", "E3.min": "10", "E3.max": "20" }),
    );
    expect(problems).toEqual({});
    expect(targets).toEqual({
      domains: {
        N: { min: 1, max: 40 },
        E: { min: 60, max: 99 },
        O: { min: 1, max: 99 },
        A: { min: 50, max: 90 },
        C: { min: 70, max: 99 },
      },
      facets: { C4: { min: 80, max: 99 } },
    });
  });

  test("name each range that is not whole percentiles 1–99 in order", () => {
    const { targets, problems } = targetsFromForm(form({ ...domains, "N.min": "0", "E.min": "90", "E.max": "80" }));
    expect(targets).toBeNull();
    expect(problems).toEqual({
      N: "Stress response: both ends must be whole percentiles from 1 to 99",
      E: "Extraversion: the lower end must not be above the upper end",
    });
  });
});

test("the re-scoring progress reads as a sentence", () => {
  const b = (state: "queued" | "running" | "done" | "failed", done = 0, total = 0, scored = 1) => ({
    version: 1,
    rescore: { state, done, total, scored_version: scored, error: state === "failed" ? "boom" : null, updated_at: "" },
  });
  expect(rescoreText(b("queued"))).toBe("Re-scoring is queued");
  expect(rescoreText(b("running", 1200, 100000, 0))).toBe("Re-scoring: 1,200 of 100,000 results");
  expect(rescoreText(b("done", 5, 5))).toBe("Fit scores up to date (5 results)");
  expect(rescoreText(b("failed"))).toBe("Re-scoring failed; it is tried again: boom");
  expect(rescoreBusy(b("done", 5, 5))).toBe(false);
  expect(rescoreBusy(b("done", 5, 5, 0))).toBe(true);
});
