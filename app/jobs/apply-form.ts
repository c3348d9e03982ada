import type { CandidateDetails } from "~/survey-results/CandidateDetailsFields";
import type { FormValues } from "~/ui/action";
import type { AnswerValue, PublicJobDetailsJson } from "./model";
import { answerField } from "./QuestionField";

type UploadedFile = { file_key: string; file_name: string } | null;

/** What the form shows again after a refusal: the details, each answer, and the files already uploaded. */
export function applyFormValues(
  job: PublicJobDetailsJson,
  values: FormValues | null | undefined,
): { details: CandidateDetails; answers: Record<string, AnswerValue>; resume: UploadedFile } | undefined {
  if (!values) return undefined;
  const one = (name: string) => {
    const value = values[name];
    return (Array.isArray(value) ? value[0] : value) ?? "";
  };
  const uploaded = (field: string): UploadedFile =>
    one(`${field}.key`) && one(`${field}.name`)
      ? { file_key: one(`${field}.key`), file_name: one(`${field}.name`) }
      : null;
  const answers: Record<string, AnswerValue> = {};
  for (const question of job.questions) {
    const name = answerField(question);
    const given = values[name];
    answers[question.id] =
      question.type === "multiple_choice"
        ? given === undefined
          ? []
          : Array.isArray(given)
            ? given
            : [given]
        : question.type === "yes_no"
          ? one(name) === "yes"
            ? true
            : one(name) === "no"
              ? false
              : null
          : question.type === "file"
            ? uploaded(name)
            : one(name);
  }
  return {
    details: {
      first: one("first"),
      last: one("last"),
      email: one("email"),
      phone: one("phone"),
      consent: one("consent") === "on",
    },
    answers,
    resume: uploaded("resume"),
  };
}
