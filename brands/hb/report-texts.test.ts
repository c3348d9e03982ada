import { describe, expect, test } from "vitest";
import type { Level } from "../../domain/assessment/bands";
import { reportText } from "../../domain/assessment/report-texts";
import { DOMAINS, FACETS, type ScaleCode } from "../../domain/assessment/traits";
import coaching from "../coaching/index";
import hb from "./index";
import texts from "./report-texts";

const SCALES: ScaleCode[] = [...DOMAINS, ...FACETS];
const LEVELS: readonly Level[] = ["low", "neutral", "high"];

/** Every string of the table with where it sits, so a failure names the scale, level and field. */
const allStrings = [
  ...DOMAINS.map((d) => ({ where: `measures.${d}`, value: texts.measures[d] })),
  ...SCALES.flatMap((scale) =>
    LEVELS.flatMap((level) => {
      const text = reportText(texts, scale, level);
      return [
        { where: `${scale}.${level}.atWork`, value: text.atWork },
        { where: `${scale}.${level}.ask`, value: text.ask },
      ];
    }),
  ),
];

describe("hiring report texts", () => {
  test("cover exactly the 5 domains and 30 facets, each at low, neutral and high", () => {
    expect(Object.keys(texts.levels).sort()).toEqual([...SCALES].sort());
    for (const scale of SCALES) {
      expect(Object.keys(texts.levels[scale]).sort(), scale).toEqual([...LEVELS].sort());
      for (const level of LEVELS) {
        expect(reportText(texts, scale, level).atWork.length, `${scale}.${level}`).toBeGreaterThan(40);
        expect(reportText(texts, scale, level).ask, `${scale}.${level}`).toMatch(/^Ask .+\.$/);
      }
    }
    expect(Object.keys(texts.measures).sort()).toEqual([...DOMAINS].sort());
  });

  test("are what the hiring brand loads for its report; the coaching brand loads none", async () => {
    expect(await hb.loadReportTexts?.()).toBe(texts);
    expect(coaching.loadReportTexts).toBeUndefined();
  });

  test("speak about the person to a recruiter, never to the person", () => {
    for (const { where, value } of allStrings) {
      expect(value, where).not.toMatch(/\b(you|your|yours|yourself)\b/i);
      if (!where.startsWith("measures")) expect(value, where).toContain("{name}");
    }
  });

  test("have no doubled word, no markup and no stray placeholder", () => {
    for (const { where, value } of allStrings) {
      expect(value, where).not.toMatch(/\b(\w+)\s+\1\b/i);
      expect(value, where).not.toMatch(/[<>\n]|\s{2}/);
      expect(value, where).toBe(value.trim());
      expect(value.replace(/\{name\}/g, ""), where).not.toMatch(/[{}]/);
    }
  });

  test("do not judge a level as good or bad", () => {
    for (const { where, value } of allStrings)
      expect(value, where).not.toMatch(/\b(weak|weakness|poor|bad|lazy|unfortunately|neurotic|disorder)\b/i);
  });

  test("use American spelling", () => {
    for (const { where, value } of allStrings)
      expect(value, where).not.toMatch(
        /behaviour|colour|favour|humour|honour|organis|prioritis|recognis|summaris|realis(e|ed|es|ing)\b|analys(e|ed|ing)\b|sceptic|judgement|learnt/i,
      );
  });

  test("every text is distinct across the whole table", () => {
    const seen = new Map<string, string>();
    for (const { where, value } of allStrings) {
      expect(seen.get(value.toLowerCase()), `${where} repeats ${seen.get(value.toLowerCase())}`).toBeUndefined();
      seen.set(value.toLowerCase(), where);
    }
  });
});
