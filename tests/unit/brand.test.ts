// Runs once per brand (test-all runs the unit project with BRAND=hb and BRAND=coaching): proves that `~brand`
// resolves to the brand being built and that each brand ships exactly the features of spec §6.
import brand from "~brand";
import { describe, expect, test } from "vitest";
import { parseBrand } from "../../brands/brands.js";
import { SCORE_BANDS, type BrandFeatures } from "../../brands/types";

const ON_FOR: Record<"hb" | "coaching", (keyof BrandFeatures)[]> = {
  hb: [
    "jobs",
    "interviewQuestions",
    "aiChat",
    "resumeAnalysis",
    "academy",
    "interviewAfterApplication",
    "interviewAfterBenchmark",
    "companyProductType",
    "campaigns",
    "selfIdentification",
  ],
  coaching: [
    "growthReport",
    "hiringPipeline",
    "benchmarkScores",
    "comparison",
    "coaching",
    "changesOverTimeReports",
    "conflictTool",
    "behaviouralQuestionsChart",
    "reportConfigurator",
    "bookCodeSystem",
    // Campaigns that invite employees to their assessment (ADR 041): the routes of spec §2 in both brands.
    "campaigns",
  ],
};
const OFF_FOR: Record<"hb" | "coaching", (keyof BrandFeatures)[]> = {
  hb: ["growthReport", "reportConfigurator", "bookCodeSystem"],
  coaching: ["jobs", "interviewQuestions", "aiChat", "resumeAnalysis", "academy", "selfIdentification"],
};

const expected = parseBrand(process.env.BRAND);

describe(`the ~brand alias (BRAND=${expected})`, () => {
  test("resolves to the brand being built", () => {
    expect(brand.brand).toBe(expected);
    expect(brand.name).toBe(expected === "hb" ? "HireBloom" : "Traitwise");
  });

  test.each(ON_FOR[expected])("feature %s is on", (feature) => {
    expect(brand.features[feature]).toBe(true);
  });

  test.each(OFF_FOR[expected])("feature %s is off", (feature) => {
    expect(brand.features[feature]).toBe(false);
  });

  test("has a colour for every score band", () => {
    for (const band of SCORE_BANDS) expect(brand.scoreBandColors[band.key]).toMatch(/^#[0-9a-f]{6}$/i);
  });

  test("has a logo and a favicon of its own, labelled with its name", () => {
    expect(brand.logoSvg).toMatch(/^<svg /);
    expect(brand.logoSvg).toContain(`aria-label="${brand.name}"`);
    expect(brand.faviconSvg).toMatch(/^<svg /);
  });
});
