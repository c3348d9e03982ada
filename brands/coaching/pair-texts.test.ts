import { describe, expect, test } from "vitest";
import { DOMAINS, FACETS, type ScaleCode } from "../../domain/assessment/traits";
import { fillNames, LEVEL_PAIRS, type LevelPair } from "../../domain/coaching/pair-texts";
import brand from "../coaching/index";
import texts from "./pair-texts";

const SCALES: ScaleCode[] = [...DOMAINS, ...FACETS];
const MAX_LENGTH = 300;
const LOWER = "{lower}";
const HIGHER = "{higher}";

/** Every guidance block with where it sits, so a failure names the scale and pair. */
const guidanceBlocks = SCALES.flatMap((scale) =>
  LEVEL_PAIRS.map((pair: LevelPair) => ({ where: `guidance.${scale}.${pair}`, block: texts.guidance[scale]?.[pair] })),
);
const conflictBlocks = SCALES.map((scale) => ({ where: `conflict.${scale}`, guide: texts.conflict[scale] }));

/** Every string of the table, labelled by where it sits. */
const allStrings: { where: string; value: string }[] = [
  ...guidanceBlocks.flatMap(({ where, block }) => [
    { where: `${where}.lowerBrings`, value: block.lowerBrings },
    { where: `${where}.higherBrings`, value: block.higherBrings },
    { where: `${where}.misreads`, value: block.misreads },
    ...block.agreements.map((value, i) => ({ where: `${where}.agreements[${i}]`, value })),
  ]),
  ...conflictBlocks.flatMap(({ where, guide }) => [
    { where: `${where}.friction`, value: guide.friction },
    ...guide.say.map((value, i) => ({ where: `${where}.say[${i}]`, value })),
    ...guide.avoid.map((value, i) => ({ where: `${where}.avoid[${i}]`, value })),
  ]),
];

describe("coaching pair texts", () => {
  test("cover the 5 domains and 30 facets, each with all three level pairs and a conflict guide", () => {
    expect(Object.keys(texts).sort()).toEqual(["conflict", "guidance"]);
    expect(Object.keys(texts.guidance).sort()).toEqual([...SCALES].sort());
    expect(Object.keys(texts.conflict).sort()).toEqual([...SCALES].sort());
    for (const scale of SCALES) {
      expect(Object.keys(texts.guidance[scale]).sort(), scale).toEqual([...LEVEL_PAIRS].sort());
      expect(Object.keys(texts.conflict[scale]).sort(), scale).toEqual(["avoid", "friction", "say"]);
    }
    expect(guidanceBlocks).toHaveLength(105);
    expect(conflictBlocks).toHaveLength(35);
    expect(allStrings).toHaveLength(105 * 6 + 35 * 5);
  });

  test("are what the coaching brand loads for comparison and the conflict tool", async () => {
    expect(await brand.loadPairTexts?.()).toBe(texts);
  });

  test("name the right people: lower and higher in their own texts, both in misreads and friction", () => {
    for (const { where, block } of guidanceBlocks) {
      expect(block.lowerBrings, where).toContain(LOWER);
      expect(block.higherBrings, where).toContain(HIGHER);
      expect(block.misreads, where).toContain(LOWER);
      expect(block.misreads, where).toContain(HIGHER);
    }
    for (const { where, guide } of conflictBlocks) {
      expect(guide.friction, where).toContain(LOWER);
      expect(guide.friction, where).toContain(HIGHER);
    }
  });

  test("use no placeholder other than {lower} and {higher}, so fillNames leaves no braces behind", () => {
    for (const { where, value } of allStrings) {
      for (const [placeholder] of value.matchAll(/\{[^}]*\}/g)) expect([LOWER, HIGHER], where).toContain(placeholder);
      expect(fillNames(value, { lower: "Ana", higher: "Ben" }), where).not.toMatch(/[{}]/);
    }
  });

  test("every text is non-empty plain text of at most 300 characters", () => {
    for (const { where, value } of allStrings) {
      expect(value.trim(), where).not.toBe("");
      expect(value.length, where).toBeLessThanOrEqual(MAX_LENGTH);
      expect(value, where).toBe(value.trim());
      expect(value, where).not.toMatch(/[<>\n]/);
    }
  });

  test("every pair has three agreements, each one sentence starting with a verb", () => {
    for (const { where, block } of guidanceBlocks) {
      expect(block.agreements, where).toHaveLength(3);
      for (const agreement of block.agreements) {
        // A capitalized first word, one closing period and no sentence break inside.
        expect(agreement, where).toMatch(/^[A-Z][a-z]+ .*\.$/);
        expect(agreement.slice(0, -1), where).not.toMatch(/[.!?]\s/);
        // The first word is an instruction, not a subject such as "You", "Both" or "The".
        expect(agreement.split(" ")[0], where).not.toMatch(/^(You|We|They|Both|Each|Either|The|A|An|This|If|When)$/);
      }
    }
  });

  test("every conflict guide has two things to say and two to avoid", () => {
    for (const { where, guide } of conflictBlocks) {
      expect(guide.say, where).toHaveLength(2);
      expect(guide.avoid, where).toHaveLength(2);
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
      expect(value, where).not.toMatch(/behaviour|colour|favour|humour|honour|organis|prioritis|recognis|judgement/i);
  });

  test("every string is distinct across the whole table", () => {
    const seen = new Map<string, string>();
    for (const { where, value } of allStrings) {
      const key = value.toLowerCase();
      expect(seen.get(key), `${where} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, where);
    }
  });
});
