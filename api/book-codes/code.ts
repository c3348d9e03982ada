// The book codes' own rules, pure (no I/O), so the contract can refuse a mistyped code before any lookup and the app
// can check what a reader typed before it is sent.
//
// A code is 12 characters from a 31-character alphabet with nothing that reads like something else (no 0/O, 1/I/L),
// shown in groups of four: XXXX-XXXX-XXXC. The last character is a check character: with the characters' values
// c1…c12 and position weights 1…12, Σ i·ci ≡ 0 (mod 31). 31 is prime and the weights are distinct and non-zero modulo
// 31, so every single wrong character (weight·difference ≠ 0) and every swap of two different characters, neighbours
// or not ((wi − wj)·(ci − cj) ≠ 0), changes the sum: none of those mistakes can give a valid code.

/** The characters of a code: the digits 2–9 and the letters without I, L and O (31, a prime). */
export const BOOK_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const BASE = BOOK_CODE_ALPHABET.length; // 31

/** Characters of a code, the check character included. */
export const BOOK_CODE_LENGTH = 12;
/** Characters chosen at random (54 bits: about 2.5·10^16 codes). */
export const BOOK_CODE_RANDOM_LENGTH = BOOK_CODE_LENGTH - 1;

const valueOf = new Map([...BOOK_CODE_ALPHABET].map((c, i) => [c, i]));

/** The weighted sum of the characters given (position i+1 weighs i+1), modulo 31. */
function weightedSum(chars: string): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) sum = (sum + (i + 1) * valueOf.get(chars[i])!) % BASE;
  return sum;
}

/** x⁻¹ modulo 31 (Fermat: x^29). */
function inverse(x: number): number {
  let result = 1;
  for (let i = 0; i < BASE - 2; i++) result = (result * x) % BASE;
  return result;
}

/** The check character that completes 11 code characters. */
export function checkCharacter(body: string): string {
  if (body.length !== BOOK_CODE_RANDOM_LENGTH || [...body].some((c) => !valueOf.has(c)))
    throw new Error(`a code's body is ${BOOK_CODE_RANDOM_LENGTH} characters of the code alphabet`);
  // 12·c12 ≡ −S (mod 31)
  const value = (((BASE - weightedSum(body)) % BASE) * inverse(BOOK_CODE_LENGTH)) % BASE;
  return BOOK_CODE_ALPHABET[value];
}

/** A code as stored and compared: upper case, without spaces or hyphens. */
export function normalizeBookCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, "");
}

/** A stored code as printed and shown: XXXX-XXXX-XXXX. */
export function formatBookCode(code: string): string {
  return normalizeBookCode(code).replace(/(.{4})(?=.)/g, "$1-");
}

/** Why a typed code cannot be a code, worded for the reader; null when it can (its check character fits). */
export function bookCodeProblem(input: string): string | null {
  const code = normalizeBookCode(input);
  if (code.length === 0) return "is required";
  const foreign = [...new Set([...code].filter((c) => !valueOf.has(c)))];
  if (foreign.length)
    return `cannot contain ${foreign.map((c) => `"${c}"`).join(", ")}: codes use the digits 2–9 and letters other than I, L and O`;
  if (code.length !== BOOK_CODE_LENGTH)
    return `must be ${BOOK_CODE_LENGTH} characters, like ABCD-EFGH-JKMN (${code.length} given)`;
  if (weightedSum(code) !== 0) return "is not a valid code: please check each character against your book";
  return null;
}

/** Whether a typed code has the right characters and a fitting check character. */
export const isValidBookCode = (input: string): boolean => bookCodeProblem(input) === null;

/** A full code from 11 random values (0–30 each, e.g. from crypto.randomInt): the body and its check character. */
export function bookCodeFrom(values: readonly number[]): string {
  const body = values.map((v) => BOOK_CODE_ALPHABET[v]).join("");
  return body + checkCharacter(body);
}
