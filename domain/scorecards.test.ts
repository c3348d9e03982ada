import { describe, expect, it } from "vitest";
import { FACETS, DOMAINS } from "./assessment/traits";
import {
  isSpread,
  kitAttributes,
  missingForSubmit,
  ratingSpread,
  traitAttribute,
  traitAttributeKey,
} from "./scorecards";

describe("trait attributes", () => {
  it("has a name and four distinct anchors for every trait's strength and counterweight, in work words", () => {
    for (const scale of [...DOMAINS, ...FACETS]) {
      for (const key of [`trait:${scale}`, `trait:${scale}:balance`]) {
        const attribute = traitAttribute(key)!;
        expect(attribute.name, key).toBeTruthy();
        expect(new Set(attribute.anchors).size, key).toBe(4);
        expect(JSON.stringify(attribute), key).not.toMatch(/Neuroticism|Depression|Vulnerability|Anxiety|disorder/i);
      }
    }
    expect(traitAttribute("trait:N")!.name).toBe("Steadiness under Pressure");
    expect(traitAttribute("custom:3")).toBeNull();
  });

  it("rates what the role needs: the strength below the range, the counterweight above it (calm for stress scales)", () => {
    expect(traitAttributeKey({ key: "gap:c4:low:1", scale: "C4" })).toBe("trait:C4");
    expect(traitAttributeKey({ key: "gap:extraversion:high:1", scale: "E" })).toBe("trait:E:balance");
    expect(traitAttributeKey({ key: "confirm:conscientiousness:1", scale: "C" })).toBe("trait:C");
    expect(traitAttributeKey({ key: "gap:neuroticism:high:2", scale: "N" })).toBe("trait:N");
    expect(traitAttributeKey({ key: "gap:neuroticism:low:1", scale: "N" })).toBe("trait:N:balance");
    expect(traitAttributeKey({ key: "custom:4", scale: null })).toBeNull();
  });

  it("groups an interview's questions under their attributes and leaves out company questions without one", () => {
    const kit = kitAttributes(
      [
        { key: "gap:c4:low:1", kind: "probe", scale: "C4", text: "A", listenFor: null },
        { key: "confirm:c4:1", kind: "confirm", scale: "C4", text: "B", listenFor: null },
        { key: "custom:1", kind: "custom", scale: null, text: "C", listenFor: null },
        { key: "custom:2", kind: "custom", scale: null, text: "D", listenFor: null },
      ],
      new Map([
        ["custom:2", { name: "Patient care", anchors: ["1", "2", "3", "4"] as [string, string, string, string] }],
      ]),
    );
    expect(kit.map((a) => [a.key, a.questions.map((q) => q.text)])).toEqual([
      ["trait:C4", ["A", "B"]],
      ["custom:2", ["D"]],
    ]);
  });
});

describe("the debrief's spread", () => {
  it("flags ratings two points or more apart, ignoring missing ones", () => {
    expect(ratingSpread([4, 2])).toBe(2);
    expect(isSpread([4, 2])).toBe(true);
    expect(isSpread([3, 2, null])).toBe(false);
    expect(ratingSpread([4])).toBe(0);
  });
});

describe("submitting", () => {
  it("names the recommendation and every unrated attribute", () => {
    expect(
      missingForSubmit(["trait:C", "custom:2"], {
        recommendation: null,
        ratings: [
          { attribute_key: "trait:C", rating: 3 },
          { attribute_key: "custom:2", rating: null },
        ],
      }),
    ).toEqual([
      { path: "recommendation", message: "is required" },
      { path: "ratings.custom:2", message: "needs a rating from 1 to 4" },
    ]);
  });
});
