// The instant interview (spec §2 /instant-interview; hiring brand only): after the assessment, a candidate
// answers a few of their interview questions in writing on their phone. Public: the assessment's random uuid is the
// candidate's key, as on /survey/take. Answers save as they are typed; a submit ends it.
import { z } from "zod";
import { LANGUAGES } from "../../domain/languages";
import { dataOf, operation, timestamp } from "../http/contract";
import { questionKey } from "../interview-questions/contract";

export const MAX_ANSWER = 5000;

// The assessment's uuid, with the survey's own message; not imported from the survey's contract, which brings the
// item bank into the candidate's page.
const uuidParam = z.object({ uuid: z.uuid({ error: "is not a valid assessment id" }) });

export const saveAnswersInput = z
  .object({
    answers: z
      .array(
        z
          .object({
            question_key: questionKey,
            answer: z.string({ error: "must be text" }).max(MAX_ANSWER, `must be at most ${MAX_ANSWER} characters`),
          })
          .strict(),
        { error: "must be a list of answers" },
      )
      .min(1, "must hold at least one answer")
      .max(10, "must hold at most 10 answers"),
  })
  .strict();
export type SaveAnswersInput = z.output<typeof saveAnswersInput>;

export const instantInterviewJson = z.object({
  survey_result_uuid: z.string(),
  /** `default_language`: what the page falls back to when the candidate's browser asks for none we offer. */
  company: z.object({ name: z.string(), default_language: z.enum(LANGUAGES) }),
  first: z.string(),
  questions: z.array(z.object({ key: z.string(), text: z.string() })),
  answers: z.array(z.object({ question_key: z.string(), answer: z.string() })),
  updated_at: timestamp,
  submitted_at: timestamp.nullable(),
});
export type InstantInterviewJson = z.infer<typeof instantInterviewJson>;

const FEATURE = { feature: "interviewQuestions" } as const;

export const instantInterviewsContract = {
  start: operation({
    method: "POST",
    path: "/instant-interviews/:uuid/start",
    summary:
      "After a submitted assessment: start the candidate's instant interview when the brand's interview after application or after benchmark applies (404 when none does); starting again answers the same one",
    description:
      "Starts a candidate's instant interview after their assessment is submitted, when the brand's rules call for one (404 when none applies). Starting again answers the same interview.",
    access: "public",
    ...FEATURE,
    params: uuidParam,
    response: dataOf(instantInterviewJson),
    errors: [400, 404],
  }),
  get: operation({
    method: "GET",
    path: "/instant-interviews/:uuid",
    summary: "The candidate's instant interview: the questions and the answers saved so far",
    description: "Answers the instant interview's questions and the answers saved so far.",
    access: "public",
    ...FEATURE,
    params: uuidParam,
    response: dataOf(instantInterviewJson),
    errors: [400, 404],
  }),
  saveAnswers: operation({
    method: "PUT",
    path: "/instant-interviews/:uuid/answers",
    summary: "Save answers as they are typed (each replaces that question's answer); refused once submitted",
    description:
      "Saves answers while the candidate types; each replaces that question's saved answer. Refused with 409 once submitted.",
    access: "public",
    ...FEATURE,
    params: uuidParam,
    body: saveAnswersInput,
    response: dataOf(instantInterviewJson),
    errors: [400, 404, 409],
  }),
  submit: operation({
    method: "POST",
    path: "/instant-interviews/:uuid/submit",
    summary: "Submit the instant interview (every question answered); submitting again answers the first submission",
    description:
      "Submits the instant interview once every question is answered (422 otherwise); submitting again answers the first submission.",
    access: "public",
    ...FEATURE,
    params: uuidParam,
    response: dataOf(instantInterviewJson),
    errors: [400, 404, 422],
  }),
};
