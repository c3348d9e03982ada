// Book codes' check character: a code with one wrong character or two swapped neighbours is refused by the
// contract's own schema, i.e. before the API looks anything up; and the alphabet has nothing that reads like
// something else.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BOOK_CODE_ALPHABET,
  BOOK_CODE_LENGTH,
  bookCodeFrom,
  bookCodeProblem,
  checkCharacter,
  formatBookCode,
  isValidBookCode,
} from "./code";
import { bookCodeInput, redeemInput } from "./contract";
import { randomBookCode } from "./create-batch";

const values = fc.array(fc.integer({ min: 0, max: BOOK_CODE_ALPHABET.length - 1 }), {
  minLength: BOOK_CODE_LENGTH - 1,
  maxLength: BOOK_CODE_LENGTH - 1,
});

/** Every code with exactly one character replaced by another character of the alphabet. */
function singleErrors(code: string): string[] {
  return [...code].flatMap((c, i) =>
    [...BOOK_CODE_ALPHABET].filter((other) => other !== c).map((other) => code.slice(0, i) + other + code.slice(i + 1)),
  );
}

/** Every code with two different neighbouring characters swapped. */
function neighbourSwaps(code: string): string[] {
  return [...code]
    .slice(0, -1)
    .flatMap((c, i) => (c === code[i + 1] ? [] : [code.slice(0, i) + code[i + 1] + c + code.slice(i + 2)]));
}

describe("the book code alphabet", () => {
  it("holds no character that reads like another (0/O, 1/I/L) and is a prime 31 characters", () => {
    for (const ambiguous of "0O1IL") expect(BOOK_CODE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(BOOK_CODE_ALPHABET).size).toBe(31);
    expect(BOOK_CODE_ALPHABET).toMatch(/^[2-9A-Z]+$/);
  });
});

describe("a book code's check character", () => {
  it("makes every generated code valid, shown as XXXX-XXXX-XXXX", () => {
    fc.assert(
      fc.property(values, (v) => {
        const code = bookCodeFrom(v);
        expect(code).toHaveLength(BOOK_CODE_LENGTH);
        expect(isValidBookCode(code)).toBe(true);
        expect(formatBookCode(code)).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      }),
    );
    for (let i = 0; i < 200; i++) expect(isValidBookCode(randomBookCode())).toBe(true);
  });

  it("refuses every code with one wrong character, and every code with two different neighbours swapped", () => {
    // Exhaustive over each sampled code: 12 × 30 substitutions and up to 11 swaps.
    fc.assert(
      fc.property(values, (v) => {
        const code = bookCodeFrom(v);
        const passing = [...singleErrors(code), ...neighbourSwaps(code)].filter((wrong) => isValidBookCode(wrong));
        expect(passing, code).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it("is refused by the contract before any lookup, with a message for the reader", () => {
    const code = randomBookCode();
    const swapped = code.slice(0, 4) + code[5] + code[4] + code.slice(6);
    const typo = code.slice(0, -1) + BOOK_CODE_ALPHABET[(BOOK_CODE_ALPHABET.indexOf(code.at(-1)!) + 1) % 31];
    for (const wrong of [typo, ...(code[4] === code[5] ? [] : [swapped])]) {
      const parsed = bookCodeInput.safeParse(formatBookCode(wrong));
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].message).toBe(
        "is not a valid code: please check each character against your book",
      );
    }
    // The same field in the redemption's body names its path.
    const body = redeemInput.safeParse({
      code: typo,
      first: "A",
      last: "B",
      email: "a@example.test",
      role: "Reader",
      consent: true,
    });
    expect(body.error?.issues.map((i) => i.path.join("."))).toEqual(["code"]);
  });

  it("reads a code as readers type it: any case, hyphens or spaces, and names what cannot be in one", () => {
    const code = randomBookCode();
    expect(bookCodeInput.parse(` ${formatBookCode(code).toLowerCase()} `)).toBe(code);
    expect(bookCodeInput.parse(code.replace(/(.{4})/g, "$1 "))).toBe(code);
    expect(bookCodeProblem("")).toBe("is required");
    expect(bookCodeProblem("ABCD-EFGH")).toMatch(/must be 12 characters/);
    expect(bookCodeProblem("ABCD-EFGH-IJK0")).toMatch(/cannot contain "I", "0"/);
  });

  it("completes only 11 characters of the alphabet", () => {
    expect(() => checkCharacter("ABC")).toThrow();
    expect(() => checkCharacter("ABCDEFGHIJK")).toThrow();
  });
});
