// Every language has every message of English, with the same placeholders, and each message is valid ICU: a
// missing key would show its name to a candidate, a renamed placeholder would show "{name}". Both brands: each has
// wording of its own (brands/<brand>/messages).
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, test } from "vitest";
import { LANGUAGES } from "~domain/languages";
import { BRANDS } from "../../brands/brands.js";
import { messagesOf, NAMESPACES } from "./messages.server";

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    }
    if (element.type === TYPE.tag) placeholders(element.children, into);
  }
  return into;
}

const sorted = (set: Set<string>) => [...set].sort();

const cases = BRANDS.flatMap((brand) => NAMESPACES.map((namespace) => [brand, namespace] as const));

describe.each(cases)("%s %s", (brand, namespace) => {
  const MESSAGES = messagesOf(brand);
  const english = MESSAGES.en[namespace];

  test("English has messages", () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  test.each(LANGUAGES.filter((language) => language !== "en"))(
    "%s has every key of English and no other",
    (language) => {
      expect(Object.keys(MESSAGES[language][namespace]).sort()).toEqual(Object.keys(english).sort());
    },
  );

  test.each([...LANGUAGES])("%s: every message is ICU with English's placeholders, and not empty", (language) => {
    for (const [key, text] of Object.entries(MESSAGES[language][namespace])) {
      expect(text.trim(), `${language} ${namespace}.${key}`).not.toBe("");
      const expected = sorted(placeholders(parse(english[key] ?? "")));
      expect(sorted(placeholders(parse(text))), `${language} ${namespace}.${key}`).toEqual(expected);
    }
  });
});

test.each(NAMESPACES)("both brands word the same messages of %s", (namespace) => {
  const [first, ...others] = BRANDS.map((brand) => Object.keys(messagesOf(brand).en[namespace]).sort());
  for (const keys of others) expect(keys).toEqual(first);
});
