// The one text rule: no NUL (U+0000) anywhere. PostgreSQL cannot store it in text or jsonb (its error would be a
// 500) and no field of this product has a use for it. Here, below every layer that applies it: the API (to every
// operation's raw input, api/http/contract.ts), the app's form parsing, the server's page and provider requests, the
// identity provider's lookups and the CSV import.

/** The field message of the rule, the same wherever it applies. */
export const NUL_MESSAGE = "must not contain a NUL character";

/** Whether a text holds a NUL character. */
export const hasNul = (text: string): boolean => text.includes("\u0000");

/** The text without its NUL characters (to name a field or show a value again, never to accept it). */
export const stripNul = (text: string): string => text.replaceAll("\u0000", "");
