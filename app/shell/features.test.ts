import { describe, expect, it } from "vitest";
import brand from "~brand";
import type { BrandFeatures } from "../../brands/types";
import { availableFeatures, FEATURE_LABELS } from "./features";

const ALL_ON = Object.fromEntries(Object.keys(FEATURE_LABELS).map((key) => [key, true])) as unknown as BrandFeatures;
const NOT_BUILT = (Object.keys(FEATURE_LABELS) as (keyof BrandFeatures)[]).filter((key) => !FEATURE_LABELS[key].built);

describe("the features the About page lists", () => {
  it("are only those the product has built, even when a brand switches everything on", () => {
    const listed = availableFeatures({ features: ALL_ON, wording: brand.wording });
    for (const key of NOT_BUILT) expect(listed).not.toContain(FEATURE_LABELS[key].label);
    expect(listed).toEqual(expect.arrayContaining(["Jobs", "Growth report", "Coaching", "Benchmark scores"]));
  });

  it("are only those this brand ships", () => {
    const listed = availableFeatures(brand);
    for (const [key, { label, built }] of Object.entries(FEATURE_LABELS)) {
      if (typeof label !== "string") continue;
      expect(listed.includes(label), key).toBe(built && brand.features[key as keyof BrandFeatures]);
    }
    expect(listed.length).toBeGreaterThan(2);
  });

  it("name the pipeline board with the brand's word for it", () => {
    const name = brand.wording.pipeline;
    expect(availableFeatures(brand)).toContain(`${name.charAt(0)}${name.slice(1).toLowerCase()}`);
  });
});
