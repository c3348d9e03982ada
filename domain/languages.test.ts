import { describe, expect, test } from "vitest";
import { languageName, LANGUAGES, negotiateLanguage, textDirection } from "./languages";

describe("negotiateLanguage", () => {
  test("the candidate's explicit choice wins over the browser and the company", () => {
    expect(negotiateLanguage({ choice: "ar", acceptLanguage: "de-DE,de;q=0.9", companyDefault: "fr" })).toBe("ar");
  });

  test("without a choice, the browser's best offered language by quality", () => {
    expect(negotiateLanguage({ acceptLanguage: "ja, de-AT;q=0.8, en;q=0.5", companyDefault: "fr" })).toBe("de");
    expect(negotiateLanguage({ acceptLanguage: "fr-CA;q=0.5, ar;q=0.8" })).toBe("ar");
    expect(negotiateLanguage({ acceptLanguage: "pt" })).toBe("pt-br");
    expect(negotiateLanguage({ acceptLanguage: "PT-br" })).toBe("pt-br");
  });

  test("without a choice or a browser language we offer, the company's default; else English", () => {
    expect(negotiateLanguage({ acceptLanguage: "zh-CN, ja;q=0.5", companyDefault: "es" })).toBe("es");
    expect(negotiateLanguage({ companyDefault: "de" })).toBe("de");
    expect(negotiateLanguage({ acceptLanguage: "zh-CN" })).toBe("en");
    expect(negotiateLanguage({})).toBe("en");
  });

  test("a choice, header or default naming a language not offered is passed over", () => {
    expect(negotiateLanguage({ choice: "xx", acceptLanguage: "es" })).toBe("es");
    expect(negotiateLanguage({ choice: "ar", acceptLanguage: "es", offered: ["en", "es"] })).toBe("es");
    expect(negotiateLanguage({ acceptLanguage: "ar", companyDefault: "ar", offered: ["en", "de"] })).toBe("en");
    expect(negotiateLanguage({ companyDefault: "klingon" })).toBe("en");
  });

  test("an unreadable header is no language, not an error", () => {
    for (const header of ["", ";;;", "q=abc", "de;q=x", "\u0000", "*;q=0"]) {
      expect(negotiateLanguage({ acceptLanguage: header, companyDefault: "fr" })).toMatch(/^(fr|en|es|de|pt-br|ar)$/);
    }
    expect(negotiateLanguage({ acceptLanguage: "de;q=0", companyDefault: "fr" })).toBe("fr");
  });
});

test("Arabic is right to left, the others left to right", () => {
  expect(LANGUAGES.filter((language) => textDirection(language) === "rtl")).toEqual(["ar"]);
});

test("each language is named in itself for the switcher and in English for staff", () => {
  expect(LANGUAGES.map((language) => languageName(language, language))).toEqual([
    "English",
    "Español",
    "Deutsch",
    "Français",
    "Português (Brasil)",
    "العربية",
  ]);
  expect(languageName("de")).toBe("German");
  expect(languageName("pt-br")).toBe("Brazilian Portuguese");
});
