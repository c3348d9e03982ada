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

const CONTACT_FIELDS = [
  { name: "first", label: "First name", autoComplete: "given-name", required: true },
  { name: "last", label: "Last name", autoComplete: "family-name", required: true },
  { name: "email", type: "email", label: "E-mail", autoComplete: "email", inputMode: "email", required: true },
  { name: "phone", type: "tel", label: "Phone (optional)", autoComplete: "tel" },
] as const;

/** First and last name, e-mail and phone. */
export function ContactFields({ values, errors, emailDescription }: FieldsProps & { emailDescription?: string }) {
  return (
    <>
      {CONTACT_FIELDS.map((field) => (
        <TextInput
          key={field.name}
          {...field}
          description={field.name === "email" ? emailDescription : undefined}
          defaultValue={values?.[field.name]}
          error={errors[field.name]}
        />
      ))}
    </>
  );
}

/** What sex and age are for, said where they are asked: they pick the norms, and decide nothing about anyone. */
export const COMPARISON_GROUP_NOTE =
  "Optional. Used only to pick the comparison group for your scores — never in any decision about you.";

/**
 * Sex and age, both optional: they choose the group of people the assessment answers are compared with (without
 * them, the combined group of both sexes aged 21–40).
 */
export function SexAndAgeFields({ values, errors }: FieldsProps) {
  return (
    <>
      <Radio.Group
        name="sex"
        label="Sex (optional)"
        description={COMPARISON_GROUP_NOTE}
        defaultValue={values?.sex}
        error={errors.sex}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="female" label="Female" />
          <Radio value="male" label="Male" />
          <Radio value="unspecified" label="Prefer not to say" />
        </Stack>
      </Radio.Group>
      <NumberInput
        name="age"
        label="Age (optional)"
        description="Also used only to pick the comparison group."
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
