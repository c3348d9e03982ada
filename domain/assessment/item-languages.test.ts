import { describe, expect, test } from "vitest";
import {
  ANSWER_LABELS,
  ITEM_CORRECTIONS,
  lintItemBank,
  lintItemLanguage,
  loadItemBank,
  offeredItemLanguages,
  type ItemBank,
} from "./item-languages";
import { LANGUAGES } from "../languages";
import { ITEMS } from "./items";

const english = loadItemBank("en");
const german = () => structuredClone(loadItemBank("de")) as ItemBank & { items: ItemBank["items"][number][] };

describe("the item bank of each language, checked against the English keys", () => {
  test.each(LANGUAGES)("%s: 120 items, English ids, facets and keys, distinct texts, labels in order", (lang) => {
    expect(lintItemLanguage(lang)).toEqual([]);
  });

  test("every language is offered while it passes", () => {
    expect(offeredItemLanguages()).toEqual([...LANGUAGES]);
  });

  test("English is the bank the product scores", () => {
    expect(english.items.map((i) => [i.id, i.text])).toEqual(ITEMS.map((i) => [i.id, i.text]));
  });

  test("the corrections replace the package's duplicated texts", () => {
    const spanish = loadItemBank("es");
    const id = Object.keys(ITEM_CORRECTIONS.es!)[0];
    expect(spanish.items.find((i) => i.id === id)?.text).toBe("Hago locuras");
    expect(new Set(spanish.items.map((i) => i.text)).size).toBe(120);
  });
});

describe("the lint fails a planted fault", () => {
  const lint = (bank: ItemBank) => lintItemBank(english, bank, ANSWER_LABELS.de);

  test("answer labels scored the wrong way round on reverse-keyed items (bigfive-web's Chinese and Vietnamese)", () => {
    const bank = german();
    bank.choices = { ...bank.choices, minus: bank.choices.minus.map((c) => ({ ...c, score: 6 - c.score })) };
    expect(lint(bank)).toEqual([expect.stringMatching(/^answers of minus-keyed items score Sehr unzutreffend=1/)]);
  });

  test("labels whose order differs from the language's table", () => {
    const bank = german();
    bank.choices = {
      plus: bank.choices.plus.map((c) => ({ ...c, score: c.score === 1 ? 2 : c.score === 2 ? 1 : c.score })),
      minus: bank.choices.minus,
    };
    expect(lint(bank)).toHaveLength(1);
  });

  test("a reversed key, another facet, another id, a missing item, an empty or a duplicated text", () => {
    const bank = german();
    bank.items[0] = { ...bank.items[0], keyed: "minus" };
    bank.items[1] = { ...bank.items[1], facet: 3 };
    bank.items[2] = { ...bank.items[2], id: "not-an-item" };
    bank.items[3] = { ...bank.items[3], text: "  " };
    bank.items[5] = { ...bank.items[5], text: bank.items[4].text };
    expect(lint(bank)).toEqual([
      "item 1: keyed minus, English has plus",
      "item 2: facet E3, English has E1",
      expect.stringMatching(/^item 3: id not-an-item, English has /),
      "item 4: no text",
      expect.stringMatching(/^item 6: the same text as item 5/),
    ]);
    expect(lint({ ...bank, items: bank.items.slice(1) })).toContain("119 items, not 120");
  });

  test("a correction whose package text has changed is asked to be looked at again", () => {
    const texts = new Map(english.items.map((i) => [i.id, i.text]));
    const problems = lintItemBank(
      english,
      english,
      ANSWER_LABELS.en,
      {
        [english.items[0].id]: { replaces: "an older text" },
      },
      texts,
    );
    expect(problems).toEqual([expect.stringContaining("look at its correction again")]);
  });
});
