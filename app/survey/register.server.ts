// The register page (/survey/register?link=…): the company behind an assessment link, and the candidate's
// registration.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import brand from "~brand";
import { redeemAction } from "~/book-codes/redeem.server";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { fieldErrorsOf } from "~/candidates/CandidateDetailsFields";
import { candidateDetailsFields, DETAILS_FIELDS, detailsBody } from "~/candidates/details.server";
import type { ActionFailure } from "~/ui/action";
import { actionSuccess, apiFailure, parseSubmission } from "~/ui/action/index.server";
import { funnelReferenceOf, funnelsContract, offeredRole } from "../../api/funnels/contract";
import { registerSurveyInput } from "../../api/surveys/contract";
import { surveyApi } from "./api.server";
import {
  SELF_IDENTIFICATION_FIELDS,
  selfIdentificationBody,
  selfIdentificationField,
} from "../self-identification/form";

export async function loadRegister({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const link = params.get("link")?.trim();
  if (!link) {
    // Without a company's link, a reader registers with the code printed in their book (app/book-codes).
    if (brand.features.bookCodeSystem) return { ok: true as const, bookCode: params.get("code") ?? "" };
    return data(
      {
        ok: false as const,
        message:
          "This page opens from the assessment link a company shares with you. Please use the whole link you were given.",
      },
      { status: 400 },
    );
  }
  try {
    const survey = await surveyApi.link(context, link);
    return {
      ok: true as const,
      bookCode: null,
      link,
      company: survey.company,
      roleNames: survey.role_names.map((r) => r.name),
      selfIdentification: survey.self_identification,
      fixedRole: await campaignRole(context, request.url, link, survey.role_names),
    };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      return data(
        {
          ok: false as const,
          message:
            "This assessment link is not valid. Please check that you copied the whole link, or ask the company for a new one.",
        },
        { status: 404 },
      );
    }
    throw error;
  }
}

/**
 * Through an open campaign funnel of this link's company, its job's role: the API registers the person for it
 * (api/funnels/track.ts funnelRoleFor, by the same rule), so the form does not ask. Anything else (no campaign or
 * job, a stale campaign, a role the company does not offer) leaves the question.
 */
async function campaignRole(
  context: LoaderFunctionArgs["context"],
  url: string,
  link: string,
  offered: { name: string }[],
) {
  const slug = funnelReferenceOf(url).campaign;
  if (!slug) return null;
  const funnel = await apiClient(context, null)
    .call(funnelsContract.get, { params: { slug } })
    .catch(() => null);
  if (!funnel?.data.open || funnel.data.assessment_link !== link || !funnel.data.job) return null;
  return offeredRole(
    funnel.data.job.role,
    offered.map((r) => r.name),
  );
}

// The API's own rules for the candidate's fields, so the form names each problem before anything is sent.
const registerBody = registerSurveyInput.omit({ token: true });
const registerForm = z
  .object({
    ...candidateDetailsFields,
    role: z.string().optional(),
    ...Object.fromEntries(SELF_IDENTIFICATION_FIELDS.map((f) => [f, z.string().optional()])),
  })
  // Typed as the body it is about to be checked as (the pipe refuses what does not fit).
  .transform(
    (form) =>
      ({
        ...detailsBody(form),
        role: form.role ?? "",
        self_identification: selfIdentificationBody(form),
      }) as z.input<typeof registerBody>,
  )
  .pipe(registerBody);
const FIELDS = [...DETAILS_FIELDS, "role", ...SELF_IDENTIFICATION_FIELDS];
/** Where the API's problems go: the form's own fields, and the self-identification section's. */
const fieldOfPath = (path: string) => selfIdentificationField(path) ?? (FIELDS.includes(path) ? path : undefined);

/** Each field's problem worded for this form ("Last name is required.", the consent's own sentence). */
const worded = (failure: ActionFailure): ActionFailure => ({
  ...failure,
  fieldErrors: fieldErrorsOf(
    Object.entries(failure.fieldErrors).map(([field, message]) => ({ field, message })),
    { labels: { role: "Role" }, sentences: { consent: "Please give your consent to take the assessment." } },
  ),
});

export async function registerAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  if (!new URL(request.url).searchParams.get("link") && brand.features.bookCodeSystem) return redeemAction(args);
  const input = await parseSubmission(request, registerForm, { fields: FIELDS });
  if (!input.ok) return worded(input.result);
  const link = new URL(request.url).searchParams.get("link") ?? "";
  try {
    const result = await surveyApi.register(context, {
      token: link,
      ...input.value,
      ...funnelReferenceOf(request.url),
    });
    // An unfinished assessment of this e-mail: its link went to that address, never into this answer.
    if (result.resumed) return actionSuccess(null, { submission: input, data: { continueLinkSent: result.message } });
    return redirect(`/survey/take?id=${result.survey_result_uuid}`);
  } catch (error) {
    // Answered with 200 like every form error here: the page is fine, and a 4xx makes browsers log a failed load.
    return worded(apiFailure(error, { submission: input, fields: fieldOfPath }));
  }
}
