import { Checkbox, NumberInput, Radio, Stack, TextInput } from "@mantine/core";

// The candidate's own details on the public forms (a job application, the assessment registration): their inputs,
// how an action reads them and sends them on, and how their problems are worded. Both forms work without JavaScript,
// so nothing is controlled: what was sent comes back as each input's default value after an error.

/** The details as the form sent them (trimmed), kept to fill the form again after an error. */
export interface CandidateDetails {
  first: string;
  last: string;
  email: string;
  phone: string;
  /** Asked by the assessment's registration only (the comparison group), never by a job application. */
  sex?: string;
  age?: string;
  consent: boolean;
}

/** Each field's problem worded for the form, by the field's name. */
export type FieldErrors = Record<string, string>;

interface FieldsProps {
  /** What the form sent before, absent on the first visit. */
  values: Partial<CandidateDetails> | undefined;
  errors: FieldErrors;
  /** The fields' words in the page's language (app/i18n); US English where not given. */
  text?: Partial<DetailsText>;
}

/** Every word the details' fields show. */
export interface DetailsText {
  first: string;
  last: string;
  email: string;
  phone: string;
  sex: string;
  comparisonNote: string;
  female: string;
  male: string;
  unspecified: string;
  age: string;
  ageDescription: string;
}

const LABELS: Record<string, string> = {
  first: "First name",
  last: "Last name",
  email: "E-mail",
  phone: "Phone",
  age: "Age",
};

/**
 * Each field's first problem, worded for the form: the form's own sentence where it has one for the field, else
 * "<Label> <the API's message>." (a field neither these details nor the form label goes by `otherLabel`, or its name).
 */
export function fieldErrorsOf(
  problems: { field: string; message: string }[],
  wording: { labels?: Record<string, string>; sentences: Record<string, string>; otherLabel?: string },
): FieldErrors {
  const sentences: Record<string, string> = { sex: "Choose one of the options.", ...wording.sentences };
  const labels = { ...LABELS, ...wording.labels };
  const result: FieldErrors = {};
  for (const { field, message } of problems) {
    result[field] ??= sentences[field] ?? `${labels[field] ?? wording.otherLabel ?? field} ${message}.`;
  }
  return result;
}

/** What sex and age are for, said where they are asked: they pick the norms, and decide nothing about anyone. */
export const COMPARISON_GROUP_NOTE =
  "Optional. Used only to pick the comparison group for your scores — never in any decision about you.";

const ENGLISH: DetailsText = {
  first: "First name",
  last: "Last name",
  email: "E-mail",
  phone: "Phone (optional)",
  sex: "Sex (optional)",
  comparisonNote: COMPARISON_GROUP_NOTE,
  female: "Female",
  male: "Male",
  unspecified: "Prefer not to say",
  age: "Age (optional)",
  ageDescription: "Also used only to pick the comparison group.",
};

const CONTACT_FIELDS = [
  { name: "first", autoComplete: "given-name", required: true },
  { name: "last", autoComplete: "family-name", required: true },
  { name: "email", type: "email", autoComplete: "email", inputMode: "email", required: true },
  { name: "phone", type: "tel", autoComplete: "tel" },
] as const;

/** First and last name, e-mail and phone. */
export function ContactFields({ values, errors, emailDescription, text }: FieldsProps & { emailDescription?: string }) {
  const words = { ...ENGLISH, ...text };
  return (
    <>
      {CONTACT_FIELDS.map((field) => (
        <TextInput
          key={field.name}
          {...field}
          label={words[field.name]}
          description={field.name === "email" ? emailDescription : undefined}
          defaultValue={values?.[field.name]}
          error={errors[field.name]}
        />
      ))}
    </>
  );
}

/**
 * Sex and age, both optional: they choose the group of people the assessment answers are compared with (without
 * them, the combined group of both sexes aged 21–40).
 */
export function SexAndAgeFields({ values, errors, text }: FieldsProps) {
  const words = { ...ENGLISH, ...text };
  return (
    <>
      <Radio.Group
        name="sex"
        label={words.sex}
        description={words.comparisonNote}
        defaultValue={values?.sex}
        error={errors.sex}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="female" label={words.female} />
          <Radio value="male" label={words.male} />
          <Radio value="unspecified" label={words.unspecified} />
        </Stack>
      </Radio.Group>
      <NumberInput
        name="age"
        label={words.age}
        description={words.ageDescription}
        min={16}
        max={99}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        hideControls
        inputMode="numeric"
        defaultValue={values?.age}
        error={errors.age}
      />
    </>
  );
}

/** The consent the form asks for, in its own words. */
export function ConsentField({ values, errors, label }: FieldsProps & { label: string }) {
  return <Checkbox name="consent" label={label} defaultChecked={values?.consent} error={errors.consent} />;
}
