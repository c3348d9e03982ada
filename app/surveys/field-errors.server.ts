// The registration's problems (a company's link or a book code) in the candidate's language. The API words a field's
// problem after its name ("is required", api/surveys/registrant.ts); each known problem has a sentence of its own
// here, the same in English as "<Label> <problem>." was, so a candidate never reads the API's English.
import { ApiRequestError } from "~/api/client.server";
import { offeredLanguages, pageI18n, requestLanguage } from "~/i18n/i18n.server";
import { translator, type Translate } from "~/i18n/useT";
import { isLanguage } from "~domain/languages";
import type { ActionFailure } from "~/ui/action";

const LABELLED = new Set(["first", "last", "email", "phone", "age", "role", "code"]);

/** The API's problem → the message key and its values (besides the field's label). */
const PATTERNS: [RegExp, string, (match: RegExpMatchArray) => Record<string, string>][] = [
  [/^is required$/, "required", () => ({})],
  [/^must be at most (\d+) characters$/, "tooLong", (m) => ({ max: m[1] })],
  [/^must be a valid e-mail address$/, "email", () => ({})],
  [/^must be a valid phone number$/, "phone", () => ({})],
  [/^must be a whole number$/, "wholeNumber", () => ({})],
  [/^must be between 16 and 99$/, "ageRange", () => ({})],
  [/^must be one of the roles this company offers$/, "roleOffered", () => ({})],
  [/^is too long to be a code$/, "codeTooLong", () => ({})],
  [/^cannot contain (.+): codes use /, "codeCharacters", (m) => ({ characters: m[1] })],
  [/^must be 12 characters, like ABCD-EFGH-JKMN \((\d+) given\)$/, "codeLength", (m) => ({ given: m[1] })],
  [/^is not a valid code/, "codeInvalid", () => ({})],
  [/^was not found/, "codeNotFound", () => ({})],
  [/^has already been used$/, "codeUsed", () => ({})],
  [/^is no longer valid/, "codeRevoked", () => ({})],
];

/** One field's problem as a sentence in the page's language. */
export function fieldProblem(t: Translate, field: string, problem: string): string {
  if (field === "consent") return t("survey.error.consent");
  if (field === "sex") return t("survey.error.chooseOption");
  if (field.startsWith("eeo_")) return t("self-identification.error.chooseOption");
  const label = LABELLED.has(field) ? t(`survey.field.${field}`) : field;
  for (const [pattern, key, values] of PATTERNS) {
    const match = problem.match(pattern);
    if (match) return t(`survey.error.${key}`, { field: label, ...values(match) });
  }
  return t("survey.error.other", { field: label, problem });
}

/**
 * A refused registration in the page's language: each field's problem beside it (and, for the API's validation
 * errors, as a toast as well), anything else in one sentence of the candidate's language.
 */
export function wordedFailure(t: Translate, failure: ActionFailure, error?: unknown): ActionFailure {
  const fieldErrors = Object.fromEntries(
    Object.entries(failure.fieldErrors).map(([field, problem]) => [field, fieldProblem(t, field, problem)]),
  );
  let formErrors: string[] = [];
  if (Object.keys(fieldErrors).length === 0 && failure.formErrors.length > 0) {
    const status = error instanceof ApiRequestError ? error.status : 0;
    formErrors = [
      status === 404
        ? t("survey.register.invalidLink")
        : status === 429
          ? t("survey.error.tooManyAttempts")
          : t("survey.error.generic"),
    ];
  } else if (error instanceof ApiRequestError && [400, 422].includes(error.status)) {
    formErrors = Object.values(fieldErrors);
  }
  return { ...failure, fieldErrors, formErrors };
}

/**
 * The translator of the page a form was sent from: the language it names (its hidden `language` field, which the
 * page wrote), else the request's.
 */
export async function formTranslator(request: Request) {
  const sent = (
    await request
      .clone()
      .formData()
      .catch(() => null)
  )?.get("language");
  const language = isLanguage(sent) && offeredLanguages().includes(sent) ? sent : await requestLanguage(request);
  return translator(pageI18n(language, ["survey", "self-identification"]));
}
