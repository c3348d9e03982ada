// The IPIP-NEO-120 in the languages the assessment may be offered in, from the same package as the English items
// (@bigfive-org/questions), each checked against the English keys before it is offered: a translation whose answer
// labels score the wrong way round scores every reverse-keyed item backwards (the Chinese and Vietnamese versions of
// bigfive-web once did, for 55 of 120 items), and one whose item reads like another facet's measures the wrong trait.
// Server-side only, like items.ts (the package loads its banks with dynamic require() calls).
import { getChoices, getQuestions } from "@bigfive-org/questions";
import { LANGUAGES, type Language } from "../languages";
import { ITEM_COUNT } from "./items";

type Labels = readonly [string, string, string, string, string];

/**
 * Each language's five answer labels from "Very Inaccurate" to "Very Accurate", as a reader of the language
 * ordered them: the package's labels must score 1–5 in this order on positively keyed items and 5–1 on reverse-keyed
 * ones. Kept here, not read from the package, so that a package upgrade that reorders a language's labels fails the
 * lint instead of silently reversing its scores.
 */
export const ANSWER_LABELS: Record<Language, Labels> = {
  en: [
    "Very Inaccurate",
    "Moderately Inaccurate",
    "Neither Accurate Nor Inaccurate",
    "Moderately Accurate",
    "Very Accurate",
  ],
  es: [
    "Muy en desacuerdo",
    "Moderadamente en desacuerdo",
    "Ni de acuerdo, ni en desacuerdo",
    "Moderadamente de acuerdo",
    "Muy de acuerdo",
  ],
  de: ["Sehr unzutreffend", "Unzutreffend", "Weder zutreffend noch unzutreffend", "Zutreffend", "Sehr zutreffend"],
  fr: [
    "Fortement en désaccord",
    "Plutot en désaccord",
    "Ni en accord ni en désaccord",
    "Plutot en accord",
    "Fortement en accord",
  ],
  "pt-br": [
    "Discordo totalmente",
    "Discordo parcialmente",
    "Nem discordo, nem concordo",
    "Concordo parcialmente",
    "Concordo totalmente",
  ],
  ar: ["لا تنطبق عليّ إطلاقاً", "تنطبق عليّ قليلاً", "تنطبق عليّ أحياناً", "تنطبق عليّ كثيراً", "تنطبق عليّ دائماً"],
};

/**
 * Items whose package translation says something else than the English item, replaced by ours. Each names the text
 * it replaces: when a package upgrade changes that text, the lint asks for the correction to be looked at again.
 */
export const ITEM_CORRECTIONS: Partial<Record<Language, Record<string, { replaces: string; text: string }>>> = {
  es: {
    // #112 "Act wild and crazy" (E5 Excitement-Seeking) was given the words of an E4 Activity item ("I think I am an
    // active and vigorous person"), the same as #47's.
    "10f90fa9-649c-4631-ac4c-3dd3f751597d": {
      replaces: "Creo que soy una persona activa y vigorosa",
      text: "Hago locuras",
    },
  },
  "pt-br": {
    // #47 "Am always on the go" (E4 Activity Level) was given the words of #25 "Am always prepared" (C5).
    "d07b6c67-0d02-4948-a997-bb84ac234cd8": {
      replaces: "Estou sempre preparado(a)",
      text: "Estou sempre em movimento",
    },
  },
};

export interface BankItem {
  id: string;
  text: string;
  keyed: string;
  domain: string;
  facet: number;
}
export interface BankChoice {
  text: string;
  score: number;
}
/** One language's items and answer choices as the package gives them. */
export interface ItemBank {
  items: readonly BankItem[];
  choices: { plus: readonly BankChoice[]; minus: readonly BankChoice[] };
}

/** A language's bank from the package, with our corrections applied. */
export function loadItemBank(language: Language): ItemBank {
  const corrections = ITEM_CORRECTIONS[language] ?? {};
  const items = getQuestions(language).map(({ id, text, keyed, domain, facet }) => ({
    id,
    text: corrections[id]?.text ?? text,
    keyed,
    domain,
    facet,
  }));
  const choices = getChoices(language) as unknown as ItemBank["choices"];
  return { items, choices: { plus: choices.plus ?? [], minus: choices.minus ?? [] } };
}

/**
 * What is wrong with a language's bank against the English one, in words for whoever upgrades the package: empty
 * when the language may be offered. Checks 120 items with the English ids in the English order, each with the
 * English item's facet and keyed direction, no empty or duplicate text, and five answer labels scored in the order
 * of `labels` (1–5 when positively keyed, 5–1 when reverse-keyed). `corrections` are checked to replace what the
 * package still says.
 */
export function lintItemBank(
  english: ItemBank,
  bank: ItemBank,
  labels: Labels,
  corrections: Record<string, { replaces: string }> = {},
  packageTexts: ReadonlyMap<string, string> = new Map(),
): string[] {
  const problems: string[] = [];
  if (bank.items.length !== ITEM_COUNT) problems.push(`${bank.items.length} items, not ${ITEM_COUNT}`);
  const seen = new Map<string, number>();
  bank.items.forEach((item, i) => {
    const n = i + 1;
    const key = english.items[i];
    if (!key) return;
    if (item.id !== key.id) problems.push(`item ${n}: id ${item.id}, English has ${key.id}`);
    if (item.domain !== key.domain || item.facet !== key.facet) {
      problems.push(`item ${n}: facet ${item.domain}${item.facet}, English has ${key.domain}${key.facet}`);
    }
    if (item.keyed !== key.keyed) problems.push(`item ${n}: keyed ${item.keyed}, English has ${key.keyed}`);
    const text = item.text.trim().replace(/\s+/g, " ");
    if (!text) problems.push(`item ${n}: no text`);
    else if (seen.has(text)) problems.push(`item ${n}: the same text as item ${seen.get(text)} ("${text}")`);
    else seen.set(text, n);
  });
  for (const keyed of ["plus", "minus"] as const) {
    const choices = bank.choices[keyed];
    const expected = labels.map((text, i) => `${text}=${keyed === "plus" ? i + 1 : 5 - i}`);
    const actual = [...choices].sort((a, b) => labelIndex(labels, a.text) - labelIndex(labels, b.text));
    const got = actual.map((c) => `${c.text.trim()}=${c.score}`);
    if (got.join(" | ") !== expected.join(" | ")) {
      problems.push(`answers of ${keyed}-keyed items score ${got.join(" | ")}; expected ${expected.join(" | ")}`);
    }
  }
  for (const [id, { replaces }] of Object.entries(corrections)) {
    const now = packageTexts.get(id);
    if (now === undefined) problems.push(`a correction names item ${id}, which the package does not have`);
    else if (now !== replaces)
      problems.push(`item ${id} now reads "${now}" in the package: look at its correction again`);
  }
  return problems;
}

function labelIndex(labels: Labels, text: string): number {
  const i = labels.indexOf(text.trim());
  return i === -1 ? labels.length : i;
}

/** A language's problems as `lintItemBank` finds them in the package as installed. */
export function lintItemLanguage(language: Language): string[] {
  const packageTexts = new Map(getQuestions(language).map((q) => [q.id, q.text]));
  return lintItemBank(
    loadItemBank("en"),
    loadItemBank(language),
    ANSWER_LABELS[language],
    ITEM_CORRECTIONS[language],
    packageTexts,
  );
}

/** The languages that pass the lint: a language that fails is not offered, whatever else is translated. */
export function offeredItemLanguages(): Language[] {
  return LANGUAGES.filter((language) => lintItemLanguage(language).length === 0);
}
