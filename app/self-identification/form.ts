// The voluntary self-identification section's form fields, shared by the assessment registration and the job
// application: the field names, the body they become and where the API's problems are shown.
import { SELF_IDENTIFICATION_QUESTIONS, type SelfIdentificationQuestion } from "../../domain/self-identification";

/** The form field of a question (`eeo_sex`…): flat names, so the page needs no script to send them. */
export const fieldOf = (question: SelfIdentificationQuestion) => `eeo_${question}`;

export const SELF_IDENTIFICATION_FIELDS = SELF_IDENTIFICATION_QUESTIONS.map(fieldOf);

/** The form's answers as the API's `self_identification` (absent when the person answered nothing). */
export function selfIdentificationBody(form: Record<string, unknown>) {
  const entries = SELF_IDENTIFICATION_QUESTIONS.map((q) => [q, form[fieldOf(q)] || null] as const);
  return entries.some(([, v]) => v) ? Object.fromEntries(entries) : undefined;
}

/** The form field an API problem's path (`self_identification.sex`) belongs to, if it is one of this section's. */
export function selfIdentificationField(path: string): string | undefined {
  const question = path.replace(/^self_identification\./, "") as SelfIdentificationQuestion;
  return path.startsWith("self_identification.") && SELF_IDENTIFICATION_QUESTIONS.includes(question)
    ? fieldOf(question)
    : undefined;
}
