// The registration's problems in the candidate's language: English word for word as the form always said them
// ("<Label> <the API's problem>."), the other languages with sentences of their own; a problem the table does not
// know still names its field.
import { expect, test } from "vitest";
import { pageI18n } from "~/i18n/i18n.server";
import { translator } from "~/i18n/useT";
import { fieldProblem, wordedFailure } from "./field-errors.server";

const english = translator(pageI18n("en", ["survey", "self-identification"]));
const german = translator(pageI18n("de", ["survey", "self-identification"]));

test("English reads as before", () => {
  expect(fieldProblem(english, "last", "is required")).toBe("Last name is required.");
  expect(fieldProblem(english, "email", "must be a valid e-mail address")).toBe(
    "E-mail must be a valid e-mail address.",
  );
  expect(fieldProblem(english, "first", "must be at most 100 characters")).toBe(
    "First name must be at most 100 characters.",
  );
  expect(fieldProblem(english, "age", "must be between 16 and 99")).toBe("Age must be between 16 and 99.");
  expect(fieldProblem(english, "consent", "must be given to take the assessment")).toBe(
    "Please give your consent to take the assessment.",
  );
  expect(fieldProblem(english, "sex", "must be male, female or unspecified (prefer not to say)")).toBe(
    "Choose one of the options.",
  );
  expect(
    fieldProblem(
      english,
      "code",
      'cannot contain "I", "O": codes use the digits 2–9 and letters other than I, L and O',
    ),
  ).toBe('The book code cannot contain "I", "O": codes use the digits 2–9 and letters other than I, L and O.');
  expect(fieldProblem(english, "code", "must be 12 characters, like ABCD-EFGH-JKMN (9 given)")).toBe(
    "The book code must be 12 characters, like ABCD-EFGH-JKMN (9 given).",
  );
  expect(fieldProblem(english, "code", "has already been used")).toBe("The book code has already been used.");
});

test("German has its own sentences, with the numbers and characters the API named", () => {
  expect(fieldProblem(german, "last", "is required")).toBe("Nachname ist erforderlich.");
  expect(fieldProblem(german, "email", "must be a valid e-mail address")).toBe(
    "E-Mail muss eine gültige E-Mail-Adresse sein.",
  );
  expect(fieldProblem(german, "role", "must be one of the roles this company offers")).toBe(
    "Rolle muss eine der Rollen sein, die dieses Unternehmen anbietet.",
  );
  expect(fieldProblem(german, "code", "must be 12 characters, like ABCD-EFGH-JKMN (9 given)")).toBe(
    "Der Buchcode muss 12 Zeichen lang sein, etwa ABCD-EFGH-JKMN (9 eingegeben).",
  );
  expect(fieldProblem(german, "eeo_race_ethnicity", "must be one of …")).toBe("Wählen Sie eine der Optionen.");
  // Unknown to the table: the field is still named.
  expect(fieldProblem(german, "phone", "is strange")).toBe("Telefon: is strange.");
});

test("a refusal as a whole is said in the candidate's language", () => {
  const failure = {
    id: "x",
    ok: false as const,
    intent: "",
    formErrors: ["Too Many Requests"],
    fieldErrors: {},
    values: null,
  };
  expect(wordedFailure(german, failure).formErrors).toEqual([
    "Etwas ist schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.",
  ]);
  const fields = { ...failure, formErrors: ["last: is required"], fieldErrors: { last: "is required" } };
  expect(wordedFailure(german, fields).fieldErrors).toEqual({ last: "Nachname ist erforderlich." });
});
