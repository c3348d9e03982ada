import { Checkbox, Radio, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { RESUME_ACCEPT, type AnswerValue, type TemplateQuestion } from "./model";
import { useT } from "~/i18n/useT";
import fileInput from "~/ui/file-input.module.css";

/** The form field name of a question's answer. */
export const answerField = (question: { id: string }) => `q.${question.id}`;

/** One custom question of an application template as a form field (works before hydration: plain inputs). */
export function QuestionField({
  question,
  value,
  error,
  uploaded,
}: {
  question: TemplateQuestion;
  value?: AnswerValue;
  error?: string;
  /** A file this applicant already uploaded for the question (kept when the form comes back with an error). */
  uploaded?: { file_key: string; file_name: string } | null;
}) {
  const t = useT();
  const name = answerField(question);
  const common = { label: question.label, description: question.help ?? undefined, required: question.required, error };
  switch (question.type) {
    case "short_text":
      return (
        <TextInput name={name} maxLength={300} defaultValue={typeof value === "string" ? value : ""} {...common} />
      );
    case "long_text":
      return (
        <Textarea
          name={name}
          maxLength={5000}
          autosize
          minRows={3}
          defaultValue={typeof value === "string" ? value : ""}
          {...common}
        />
      );
    case "single_choice":
      return (
        <Radio.Group name={name} defaultValue={typeof value === "string" ? value : undefined} {...common}>
          <Stack gap="xs" mt="xs">
            {question.options.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case "multiple_choice":
      return (
        <Checkbox.Group defaultValue={Array.isArray(value) ? value : []} {...common}>
          <Stack gap="xs" mt="xs">
            {question.options.map((option) => (
              <Checkbox key={option} name={name} value={option} label={option} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case "yes_no":
      return (
        <Radio.Group name={name} defaultValue={value === true ? "yes" : value === false ? "no" : undefined} {...common}>
          <Stack gap="xs" mt="xs">
            <Radio value="yes" label={t("careers.apply.yes")} />
            <Radio value="no" label={t("careers.apply.no")} />
          </Stack>
        </Radio.Group>
      );
    case "file":
      return <FileField name={name} accept={RESUME_ACCEPT} uploaded={uploaded ?? null} {...common} />;
  }
}

/**
 * A file input that remembers an upload already made (hidden fields carry its key), so a form that comes back
 * with an error does not ask for the file again. A native input: it opens the phone's own picker. Its fields are
 * `<name>.file`, `<name>.key` and `<name>.name`.
 */
export function FileField({
  name,
  label,
  description,
  required,
  error,
  accept,
  uploaded,
}: {
  name: string;
  label: string;
  description?: string;
  required?: boolean;
  error?: string;
  accept: string;
  uploaded: { file_key: string; file_name: string } | null;
}) {
  const t = useT();
  const id = `file-${name.replace(/\W/g, "-")}`;
  const hint = uploaded ? t("careers.apply.uploaded", { file: uploaded.file_name }) : description;
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={id} size="sm" fw={500}>
        {label}
        {required && !uploaded ? (
          <Text span c="red" aria-hidden>
            {" "}
            *
          </Text>
        ) : null}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed" id={`${id}-hint`}>
          {hint}
        </Text>
      ) : null}
      <input
        id={id}
        type="file"
        className={fileInput.input}
        name={`${name}.file`}
        accept={accept}
        required={required && !uploaded}
        aria-describedby={
          [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined
        }
        aria-invalid={error ? true : undefined}
      />
      {uploaded ? (
        <>
          <input type="hidden" name={`${name}.key`} value={uploaded.file_key} />
          <input type="hidden" name={`${name}.name`} value={uploaded.file_name} />
        </>
      ) : null}
      {error ? (
        <Text size="xs" c="red" id={`${id}-error`}>
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
