/**
 * What an AI endpoint may see of a text that evaluates a person: the evidence, without who they are. Names, e-mail
 * addresses, photos, pronouns, birth dates and graduation years say nothing about the work and let a model guess
 * sex, age or origin, so they are replaced by neutral tokens before any prompt leaves the AI port
 * (api/ai/port.ts applies this to every variable of a person-evaluating request).
 *
 * Work dates stay ("2019 - 2021" at a job is experience); a year on an education line or next to "graduated" or
 * "class of" goes, since it gives the age away.
 */

export const REDACTED = {
  name: "[name]",
  email: "[e-mail]",
  photo: "[photo]",
  birthDate: "[birth date]",
  year: "[year]",
} as const;

export interface RedactionOptions {
  /** The person's names as the product knows them (first, last, full); each word is replaced wherever it stands. */
  names?: readonly (string | null | undefined)[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The words of the person's names worth replacing (two letters or more; "[name]" tokens are not names). */
function nameWords(names: RedactionOptions["names"]): string[] {
  const words = new Set<string>();
  for (const name of names ?? []) {
    if (!name) continue;
    const whole = name.trim();
    if (whole.length >= 2) words.add(whole);
    for (const word of whole.split(/[\s,]+/)) if (word.length >= 2 && /\p{L}/u.test(word)) words.add(word);
  }
  // Longest first, so "Anna Smith" goes as one before "Anna" and "Smith" would each leave a token.
  return [...words].sort((a, b) => b.length - a.length);
}

/** Every personal pronoun, for a declaration such as "Pronouns: she/her" or "(they/them)". */
const PRONOUNS =
  "he|she|they|him|her|them|his|hers|their|theirs|himself|herself|themself|themselves|xe|xem|xyr|ze|zir|hir";
const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const GENDERED = /\b(he|she|him|his|her|hers|himself|herself|xe|xem|xyr|ze|zir|hir)\b/gi;
/** Words after which a "her" is the object ("gave her a raise" is possessive-free only by context; these decide). */
const AFTER_OBJECT =
  /^\s*(?:$|[.,;:!?)]|(?:a|an|the|to|for|with|at|in|on|about|and|or|but|as|from|by|into|that|this|if|when|so|up|out|back|off|down|over|after|before|since|until|because|while|again|too|through|around|know|feel)\b)/i;

function neutral(pronoun: string, after: string): string {
  switch (pronoun) {
    case "he":
    case "she":
    case "xe":
    case "ze":
      return "they";
    case "him":
    case "xem":
    case "zir":
    case "hir":
      return "them";
    case "his":
      return AFTER_OBJECT.test(after) ? "theirs" : "their";
    case "her":
      return AFTER_OBJECT.test(after) ? "them" : "their";
    case "hers":
      return "theirs";
    case "xyr":
      return "their";
    default:
      return "themself";
  }
}

const AGREE: Record<string, string> = {
  is: "are",
  was: "were",
  has: "have",
  does: "do",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
};

const matchCase = (found: string, word: string) =>
  found[0] === found[0].toUpperCase() ? word[0].toUpperCase() + word.slice(1) : word;

/** A date as people write one: 1985-03-02, 02/03/1985, 2.3.1985, March 2, 1985, 2 March 1985, March 1985, 1985. */
const DATE = `(?:\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4}|(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:${MONTHS})\\.?,?\\s+\\d{4}|(?:${MONTHS})\\.?\\s+\\d{4}|(?:19|20)\\d{2})`;
const YEAR = /\b(?:19|20)\d{2}\b|'\d{2}\b/g;
/** Lines about schooling: a year on one is a graduation (or enrolment) year. */
const EDUCATION =
  /\b(?:education|graduat\w*|alumn\w*|class of|degree|bachelor\w*|master'?s?|b\.?\s?a\.?|b\.?\s?sc?\.?|m\.?\s?sc?\.?|m\.?\s?a\.?|mba|ph\.?\s?d\.?|diploma|high school|secondary school|university|college|academy|school|ged)\b/i;

/** The text with the person's identifying details replaced by neutral tokens (see the module comment). */
export function redactPersonalDetails(text: string, options: RedactionOptions = {}): string {
  let out = text;
  // Photos first: an image link or embedded image holds an e-mail-like or name-like path otherwise.
  out = out
    .replace(/!\[[^\]]*\]\([^)]*\)/g, REDACTED.photo)
    .replace(/data:image\/[a-z+.-]+;base64,[a-z0-9+/=]+/gi, REDACTED.photo)
    .replace(/\b(?:https?:\/\/\S+|[\w./-]+)\.(?:jpe?g|png|gif|webp|heic|bmp|tiff?)\b/gi, REDACTED.photo)
    .replace(/^[^\S\n]*(?:photo|picture|headshot|portrait)\s*:.*$/gim, REDACTED.photo);
  out = out.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, REDACTED.email);
  // Birth dates: a labelled line or "born …"; an age stated outright goes with them.
  out = out
    .replace(
      new RegExp(`\\b(?:date of birth|birth ?date|birthday|d\\.?o\\.?b\\.?)\\s*[:\\-]?\\s*${DATE}`, "gi"),
      REDACTED.birthDate,
    )
    .replace(new RegExp(`\\bborn(?:\\s+(?:on|in))?\\s+${DATE}`, "gi"), REDACTED.birthDate)
    .replace(/\b(?:age|aged)\s*:?\s*\d{2}\b|\b\d{2}\s*(?:years old|yrs old|y\/o)\b/gi, REDACTED.birthDate);
  // Graduation years: "Class of 2009", "graduated (in May) 2009", and any year on an education line.
  out = out.replace(/\bclass of\s+(?:'\d{2}|(?:19|20)\d{2})\b/gi, `class of ${REDACTED.year}`);
  out = out
    .split("\n")
    .map((line) => (EDUCATION.test(line) ? line.replace(YEAR, REDACTED.year) : line))
    .join("\n");
  // Declared pronouns ("Pronouns: she/her") go; every gendered pronoun becomes the singular they, which the product's
  // own texts use for everyone (so the same text about a man, a woman or a non-binary person reads the same).
  // Each pronoun whole ("her", not "he" and a stray "r"), and within the line.
  out = out.replace(
    new RegExp(`\\bpronouns?[^\\S\\n]*:?[^\\S\\n]*(?:(?:${PRONOUNS})\\b[^\\S\\n]*/?[^\\S\\n]*)+`, "gi"),
    "",
  );
  out = out.replace(GENDERED, (found: string, _: string, offset: number, whole: string) =>
    matchCase(found, neutral(found.toLowerCase(), whole.slice(offset + found.length))),
  );
  // "she is" became "they is": agree the verbs that differ, so it reads as an original "they are" does.
  out = out.replace(/\b(they)\s+(is|was|has|does|isn't|wasn't|hasn't|doesn't)\b/gi, (_, they: string, verb: string) => {
    const agreed = AGREE[verb.toLowerCase()];
    return `${they} ${verb[0] === verb[0].toUpperCase() ? agreed.toUpperCase() : agreed}`;
  });
  // Honorifics give the sex away as surely as a pronoun ("Mr. Smith").
  out = out.replace(/\b(?:Mr|Mrs|Ms|Miss|Mx|Sir|Madam|MR|MRS|MS)\b\.?\s+(?=\p{Lu})/gu, "");
  for (const word of nameWords(options.names)) {
    // As written, capitalized or in capitals ("Will", "WILL"), never lower case: a name that is also a word ("will",
    // "young", "may") stays a word in the evidence.
    const forms = new Set([word, word.toUpperCase(), word[0].toUpperCase() + word.slice(1).toLowerCase()]);
    const pattern = [...forms].map(escape).join("|");
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, "gu"), REDACTED.name);
  }
  return out;
}
