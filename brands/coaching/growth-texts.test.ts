import { describe, expect, test } from "vitest";
import type { Level } from "../../domain/assessment/bands";
import { DOMAINS, FACETS, type ScaleCode } from "../../domain/assessment/traits";
import { growthText, type GrowthText } from "../../domain/coaching/growth-texts";
import coaching from "./index";
import texts from "./growth-texts";

const SCALES: ScaleCode[] = [...DOMAINS, ...FACETS];
const LEVELS: readonly Level[] = ["low", "neutral", "high"];
const MAX_LENGTH = 300;

/** Every block with where it sits, so a failure names the scale and level. */
const blocks: { scale: ScaleCode; level: Level; text: GrowthText }[] = SCALES.flatMap((scale) =>
  LEVELS.map((level) => ({ scale, level, text: growthText(texts, scale, level) })),
);

/** Every string of a block, labelled by its field. */
function fields(text: GrowthText): [string, string][] {
  return [
    ["strength", text.strength],
    ["growth", text.growth],
    ...text.suggestions.map((s, i): [string, string] => [`suggestions[${i}]`, s]),
    ["prompt", text.prompt],
  ];
}

const allStrings = blocks.flatMap(({ scale, level, text }) =>
  fields(text).map(([field, value]) => ({ where: `${scale}.${level}.${field}`, value })),
);

describe("coaching growth texts", () => {
  test("cover exactly the 5 domains and 30 facets, each at low, neutral and high", () => {
    expect(Object.keys(texts).sort()).toEqual([...SCALES].sort());
    for (const scale of SCALES) expect(Object.keys(texts[scale]).sort(), scale).toEqual([...LEVELS].sort());
    expect(blocks).toHaveLength(105);
  });

  test("are what the coaching brand loads for the growth report", async () => {
    expect(await coaching.loadGrowthTexts?.()).toBe(texts);
  });

  test("every text is non-empty plain text of at most 300 characters", () => {
    for (const { where, value } of allStrings) {
      expect(value.trim(), where).not.toBe("");
      expect(value.length, where).toBeLessThanOrEqual(MAX_LENGTH);
      expect(value, where).toBe(value.trim());
      expect(value, where).not.toMatch(/[<>\n]/);
    }
  });

  test("every level has exactly three suggestions, each one sentence, and a question for the coach", () => {
    for (const { scale, level, text } of blocks) {
      expect(text.suggestions, `${scale}.${level}`).toHaveLength(3);
      for (const s of text.suggestions) expect(s, `${scale}.${level}`).toMatch(/^[A-Z][a-z]+ .*\.$/);
      expect(text.prompt, `${scale}.${level}`).toMatch(/\?$/);
      expect(["strength", "growth"], `${scale}.${level}`).toContain(text.tends);
    }
  });

  test("never speak of candidates, hiring or applying, nor use clinical words", () => {
    for (const { where, value } of allStrings) {
      expect(value, where).not.toMatch(/candidate|hiring|applying|applicant/i);
      expect(value, where).not.toMatch(/diagnos|disorder|neurotic|depress|anxi|patholog|symptom|clinical/i);
    }
  });

  test("use American spelling", () => {
    for (const { where, value } of allStrings)
      expect(value, where).not.toMatch(/behaviour|colour|favour|humour|organis|prioritis|recognis|summaris|judgement/i);
  });

  test("every string is distinct across the whole table", () => {
    const seen = new Map<string, string>();
    for (const { where, value } of allStrings) {
      const key = value.toLowerCase();
      expect(seen.get(key), `${where} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, where);
    }
  });

  test("every scale has at least one strength level and one growth level", () => {
    for (const scale of SCALES) {
      const tends = LEVELS.map((level) => texts[scale][level].tends);
      expect(tends, scale).toContain("strength");
      expect(tends, scale).toContain("growth");
    }
  });

  test("each domain reads as a strength at its middle level, where flexibility is the asset", () => {
    for (const domain of DOMAINS) expect(texts[domain].neutral.tends, domain).toBe("strength");
  });
});
