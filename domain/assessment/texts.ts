// Report texts per trait and level (low / neutral / high) from @bigfive-org/results (English). The package's
// domain texts come in three levels; its facet texts have one text each, which describes both ends of the facet.
// Server-side only, like items.ts: the package loads its texts with dynamic require() calls.
import { getTemplate } from "@bigfive-org/results";
import type { Level } from "./bands";
import type { AssessmentScores } from "./scoring";
import { DOMAINS, type DomainCode, type FacetCode } from "./traits";

interface TemplateDomain {
  domain: DomainCode;
  title: string;
  shortDescription: string;
  description: string;
  results: { score: Level; text: string }[];
  facets: { facet: number; title: string; text: string }[];
}

export interface FacetText {
  code: FacetCode;
  title: string;
  /** Paragraphs of plain text. */
  text: string[];
}

export interface DomainText {
  domain: DomainCode;
  title: string;
  shortDescription: string;
  /** Paragraphs of plain text. */
  description: string[];
  /** The text for each level, as paragraphs. */
  levels: Record<Level, string[]>;
  facets: FacetText[];
}

export interface DomainReport extends Omit<DomainText, "levels"> {
  level: Level;
  /** The text for the candidate's level. */
  text: string[];
}

/** The package's texts are hard-wrapped template strings with `<br />` between paragraphs: make plain paragraphs. */
export function paragraphs(text: string): string[] {
  return text
    .split(/<br\s*\/?>/i)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

function loadTexts(): Record<DomainCode, DomainText> {
  const template = getTemplate("en") as TemplateDomain[];
  const entries = DOMAINS.map((code) => {
    const domain = template.find((d) => d.domain === code);
    if (!domain) throw new Error(`@bigfive-org/results has no texts for domain ${code}`);
    const levelText = (level: Level) => {
      const result = domain.results.find((r) => r.score === level);
      if (!result) throw new Error(`@bigfive-org/results has no ${level} text for domain ${code}`);
      return paragraphs(result.text);
    };
    const text: DomainText = {
      domain: code,
      // The package title-cases "Openness To Experience"; the inventory's name is used elsewhere in the product.
      title: domain.title.replace("Openness To Experience", "Openness to Experience"),
      shortDescription: paragraphs(domain.shortDescription).join(" "),
      description: paragraphs(domain.description),
      levels: { low: levelText("low"), neutral: levelText("neutral"), high: levelText("high") },
      facets: [...domain.facets]
        .sort((a, b) => a.facet - b.facet)
        .map((f) => ({ code: `${code}${f.facet}` as FacetCode, title: f.title, text: paragraphs(f.text) })),
    };
    return [code, text] as const;
  });
  return Object.fromEntries(entries) as Record<DomainCode, DomainText>;
}

/** Every trait's texts, by domain code. */
export const TRAIT_TEXTS: Readonly<Record<DomainCode, DomainText>> = loadTexts();

/** The texts a candidate's report shows: per domain the text of the candidate's level, with the facet texts. */
export function reportTexts(scores: AssessmentScores): DomainReport[] {
  return DOMAINS.map((code) => {
    const { levels, ...rest } = TRAIT_TEXTS[code];
    const level = scores.domains[code].level;
    return { ...rest, level, text: levels[level] };
  });
}
