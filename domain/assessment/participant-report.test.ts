import { describe, expect, test } from "vitest";
import { LANGUAGES } from "../languages";
import { ITEMS } from "./items";
import { administrationLine, NORM_GROUPS } from "./norms-name";
import {
  aboutTheScores,
  administrationLineFor,
  participantReportContent,
  REPORT_TEXTS,
  whatThisIs,
  WHAT_THIS_IS,
} from "./participant-report";
import { scoreAssessment } from "./scoring";
import { isStrength, MAX_STRENGTHS } from "./strengths";
import { DOMAIN_NAMES, DOMAINS, FACETS, strengthName } from "./traits";

const scoresFor = (valueFor: (i: number) => number) =>
  scoreAssessment(Object.fromEntries(ITEMS.map((item, i) => [item.id, valueFor(i)])), { sex: "female", age: 34 });

const profiles = {
  low: scoresFor(() => 1),
  middle: scoresFor(() => 3),
  high: scoresFor(() => 5),
  mixed: scoresFor((i) => ((i * 7) % 5) + 1),
};

describe("the person's own report", () => {
  test.each(Object.entries(profiles))(
    "speaks to the person, per domain, with a likely range (%s answers)",
    (_, scores) => {
      const report = participantReportContent(scores);
      expect(report.domains.map((d) => d.name)).toEqual(DOMAINS.map((d) => DOMAIN_NAMES[d]));
      for (const domain of report.domains) {
        expect(domain.how_you_work).toMatch(/^You tend to /);
        expect(domain.measures).toMatch(/\byou\b/i);
        expect(domain.likely_range.low).toBeLessThanOrEqual(domain.percentile);
        expect(domain.likely_range.high).toBeGreaterThanOrEqual(domain.percentile);
        expect(domain.strengths.length).toBeLessThanOrEqual(MAX_STRENGTHS);
        for (const s of domain.strengths) expect(s.text).toMatch(/^You tend to /);
      }
      expect(report.norm_group).toBe(NORM_GROUPS["johnson-2014"]);
    },
  );

  test("lists as strengths exactly the domain's facets the strengths rule allows, by their strength names", () => {
    for (const scores of Object.values(profiles)) {
      for (const domain of participantReportContent(scores).domains) {
        const allowed = FACETS.filter((f) => f.startsWith(domain.code) && isStrength(f, scores.facets[f].percentile));
        expect(domain.strengths.map((s) => s.name).sort()).toEqual(allowed.map(strengthName).sort());
      }
    }
    expect(participantReportContent(profiles.middle).domains.every((d) => d.strengths.length === 0)).toBe(true);
  });

  test("says nothing about a fit, a benchmark, a job or an interview", () => {
    const words = JSON.stringify([
      ...Object.values(profiles).map((scores) => participantReportContent(scores)),
      WHAT_THIS_IS,
      aboutTheScores("a norm group"),
    ]);
    expect(words).not.toMatch(/\b(fit|fits|benchmark|job|jobs|interview|candidate|hire|hiring)\b/i);
  });
});

/** Every text of a language's file, by its path ("howYouWork.N.low"). */
function leaves(value: unknown, path = ""): Map<string, string> {
  const into = new Map<string, string>();
  if (typeof value === "string") return into.set(path, value);
  for (const [key, child] of Object.entries(value as object)) {
    for (const [p, text] of leaves(child, path ? `${path}.${key}` : key)) into.set(p, text);
  }
  return into;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the report in six languages", () => {
  const english = leaves(REPORT_TEXTS.en);

  test.each([...LANGUAGES])(
    "%s has every text of English, no other, none empty, with English's placeholders",
    (language) => {
      const own = leaves(REPORT_TEXTS[language]);
      expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, text] of own) {
        expect(text.trim(), `${language} ${path}`).not.toBe("");
        expect(placeholders(text), `${language} ${path}`).toEqual(placeholders(english.get(path)!));
        // A text left in English by mistake (names such as "Extraversion" may be the same word).
        if (language !== "en" && text.length > 40) expect(text, `${language} ${path}`).not.toBe(english.get(path));
      }
    },
  );

  test("English names the scales as staff read them, and the norm group as staff reports do", () => {
    for (const d of DOMAINS) expect(REPORT_TEXTS.en.domainNames[d]).toBe(DOMAIN_NAMES[d]);
    for (const f of FACETS) expect(REPORT_TEXTS.en.strengthNames[f]).toBe(strengthName(f));
    for (const language of LANGUAGES) expect(administrationLineFor(language, "en")).toBe(administrationLine(language));
    expect(WHAT_THIS_IS).toBe(whatThisIs("en"));
  });

  test("is written in the reader's language, with the same scores and strengths", () => {
    const english = participantReportContent(profiles.mixed);
    const german = participantReportContent(profiles.mixed, "de");
    expect(german.domains.map((d) => d.name)).toEqual(DOMAINS.map((d) => REPORT_TEXTS.de.domainNames[d]));
    expect(german.domains[0].name).toBe("Umgang mit Stress");
    expect(german.norm_group).toBe("IPIP-NEO-120, Johnson 2014, englischsprachige Internet-Stichprobe");
    german.domains.forEach((domain, i) => {
      const same = english.domains[i];
      expect(domain.percentile).toBe(same.percentile);
      expect(domain.likely_range).toEqual(same.likely_range);
      expect(domain.how_you_work).not.toBe(same.how_you_work);
      expect(domain.strengths).toHaveLength(same.strengths.length);
    });
    expect(aboutTheScores("X", "fr")).toMatch(/^Chaque percentile .*\(X\)/);
  });

  test("names the language it was taken in, in the reader's language", () => {
    expect(administrationLineFor("de", "en")).toBe(
      "IPIP-NEO-120, Johnson 2014, English-language internet sample; taken in German",
    );
    expect(administrationLineFor("de", "fr")).toBe(
      "IPIP-NEO-120, Johnson 2014, échantillon anglophone recruté sur Internet ; questionnaire passé en allemand",
    );
    expect(administrationLineFor("en", "de")).toBe(
      "IPIP-NEO-120, Johnson 2014, englischsprachige Internet-Stichprobe; Sprache beim Ausfüllen: Englisch",
    );
    expect(administrationLineFor("fr", "es")).toMatch(/respondido en francés$/);
    expect(administrationLineFor("de", "ar")).toMatch(/أُجري باللغة الألمانية$/);
  });
});
