import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import brand from "~brand";
import { FEATURE_ROUTE_FILES } from "../../brands/feature-routes";
import type { BrandFeatures } from "../../brands/types";
import { availableFeatures, FEATURE_LABELS } from "./features";

const KEYS = Object.keys(FEATURE_LABELS) as (keyof BrandFeatures)[];
const labelOf = (key: keyof BrandFeatures) => {
  const label = FEATURE_LABELS[key];
  return typeof label === "function" ? label(brand.wording) : label;
};

/** The product's own source (tests and this list left out), to find what reads each feature. */
function productSource(): string {
  const root = path.resolve(__dirname, "../..");
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.endsWith("shell/features.ts"))
        texts.push(fs.readFileSync(full, "utf8"));
    }
  };
  for (const dir of ["api", "app", "domain", "server"]) walk(path.join(root, dir));
  return texts.join("\n");
}

describe("the features the About page lists", () => {
  it("are exactly those this brand switches on, each by its name", () => {
    const listed = availableFeatures(brand);
    const expected = KEYS.filter((key) => brand.features[key]).map(labelOf);
    expect(listed).toEqual(expected);
    for (const key of KEYS) expect(listed.includes(labelOf(key)), key).toBe(brand.features[key]);
    expect(listed.length).toBeGreaterThan(2);
  });

  it("include resume analysis wherever the brand ships it", () => {
    expect(availableFeatures(brand).includes("Resume analysis")).toBe(brand.features.resumeAnalysis);
  });

  it("are each something the product has: an API area, pages, or code that reads the feature", () => {
    // A feature the brands can switch on but nothing reads would be listed yet do nothing.
    const source = productSource();
    for (const key of KEYS) {
      const read =
        source.includes(`feature: "${key}"`) ||
        new RegExp(`features\\.${key}\\b`).test(source) ||
        (FEATURE_ROUTE_FILES[key]?.length ?? 0) > 0;
      expect(read, `nothing in the product reads the ${key} feature`).toBe(true);
    }
  });

  it("name the pipeline board with the brand's word for it", () => {
    const name = brand.wording.pipeline;
    expect(availableFeatures(brand)).toContain(`${name.charAt(0)}${name.slice(1).toLowerCase()}`);
  });
});
