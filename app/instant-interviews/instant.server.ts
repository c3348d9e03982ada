// The candidate's instant interview (/instant-interview?id=<assessment uuid>, public, hiring brand): load it, save
// answers as they are typed (the resource route /instant-interview.answers, plain JSON so the page's retry logic
// sees every failure as a status), and submit (the page's form, which carries every answer so none is lost).
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import brand from "~brand";
import { apiClient, ApiRequestError, notFound } from "~/api/client.server";
import { candidateI18n } from "~/i18n/i18n.server";
import { translator } from "~/i18n/useT";
import type { PageI18n } from "~/i18n/types";
import { statusName } from "~domain/errors";
import { actionFailure, parseFormData, parseJsonSubmission, readForm } from "~/ui/action/index.server";
import { instantInterviewsContract as instant, saveAnswersInput } from "../../api/instant-interviews/contract";

const api = (context: AppLoadContext) => apiClient(context, null);
const uuidOf = (request: Request) => new URL(request.url).searchParams.get("id") ?? "";

/** A link that leads to no interview, said in the page's language. */
function invalidLink(i18n: PageI18n, status: number) {
  const t = translator(i18n);
  return data(
    { ok: false as const, title: t("interview.invalidLink.title"), message: t("interview.invalidLink.message"), i18n },
    { status },
  );
}

export async function loadInstantInterview({ request, context }: LoaderFunctionArgs) {
  if (!brand.features.interviewQuestions) throw notFound();
  const uuid = uuidOf(request);
  if (!uuid) return invalidLink(await candidateI18n(request, ["interview"]), 400);
  try {
    const { data: interview } = await api(context).call(instant.get, { params: { uuid } });
    const i18n = await candidateI18n(request, ["interview"], interview.company.default_language);
    return { ok: true as const, interview, i18n };
  } catch (error) {
    if (error instanceof ApiRequestError && [400, 404].includes(error.status)) {
      return invalidLink(await candidateI18n(request, ["interview"]), 404);
    }
    throw error;
  }
}

/** The submit form: every answer as the page holds it (JSON), saved first, then the submit. */
const submitForm = z.object({ answers: z.string().optional() });
const answersJson = saveAnswersInput.shape.answers;

export async function instantInterviewAction({ request, context }: ActionFunctionArgs) {
  if (!brand.features.interviewQuestions) throw notFound();
  const uuid = uuidOf(request);
  const input = parseFormData(await readForm(request), submitForm);
  if (!input.ok) return input.result;
  let answers: z.output<typeof answersJson> = [];
  try {
    const parsed = answersJson.safeParse(JSON.parse(input.value.answers ?? "[]"));
    if (parsed.success) answers = parsed.data;
  } catch {
    // Unreadable: the answers already saved are submitted.
  }
  try {
    if (answers.length) await api(context).call(instant.saveAnswers, { params: { uuid }, body: { answers } });
    await api(context).call(instant.submit, { params: { uuid } });
  } catch (error) {
    if (error instanceof Response) throw error;
    // Said in the page's language: the company's default when the browser asks for none we offer.
    const companyDefault = await api(context)
      .call(instant.get, { params: { uuid } })
      .then(
        ({ data: interview }) => interview.company.default_language,
        () => null,
      );
    const t = translator(await candidateI18n(request, ["interview"], companyDefault));
    if (error instanceof ApiRequestError && error.status === 422) {
      return actionFailure(t("interview.error.answerAll"), { intent: "submit" });
    }
    return actionFailure(t("interview.error.failed"), { intent: "submit" });
  }
  return redirect(`/instant-interview?id=${encodeURIComponent(uuid)}`);
}

/** POST /instant-interview.answers?id=<uuid> with `{ answers }`: saves as typed, answering plain JSON. */
export async function saveInstantAnswers({ request, context }: ActionFunctionArgs) {
  if (!brand.features.interviewQuestions) return Response.json({ message: statusName(404) }, { status: 404 });
  if (request.method !== "POST") return Response.json({ message: "Method Not Allowed" }, { status: 405 });
  const input = await parseJsonSubmission(request, saveAnswersInput);
  if (!input.ok) return Response.json({ message: statusName(400), problems: input.result.formErrors }, { status: 400 });
  try {
    const { data: saved } = await api(context).call(instant.saveAnswers, {
      params: { uuid: uuidOf(request) },
      body: input.value,
    });
    return Response.json({ updated_at: saved.updated_at });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return Response.json({ message: error.message, errors: error.errors }, { status: error.status });
  }
}

/**
 * After the assessment (/survey/thank-you): the candidate's instant interview when the brand's "interview after
 * application" or "after benchmark" applies and it is not submitted yet, else null (the thanks stand).
 */
export async function instantInterviewAfterAssessment(context: AppLoadContext, uuid: string): Promise<string | null> {
  if (!brand.features.interviewAfterApplication && !brand.features.interviewAfterBenchmark) return null;
  if (!brand.features.interviewQuestions) return null;
  try {
    const { data: interview } = await api(context).call(instant.start, { params: { uuid } });
    return interview.submitted_at ? null : `/instant-interview?id=${encodeURIComponent(uuid)}`;
  } catch (error) {
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}
