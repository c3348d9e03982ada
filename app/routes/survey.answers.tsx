import type { ActionFunctionArgs } from "@remix-run/node";
import { ApiRequestError } from "~/api/client.server";
import { candidateI18n } from "~/i18n/i18n.server";
import { translator } from "~/i18n/useT";
import { surveyApi } from "~/surveys/api.server";
import { statusName } from "~domain/errors";
import { parseJsonSubmission } from "~/ui/action/index.server";
import { saveAnswersInput } from "../../api/surveys/contract";

const REFUSALS: Record<number, string> = {
  404: "survey.take.notFound",
  409: "survey.take.alreadySubmitted",
  410: "survey.take.closedMessage",
};

/**
 * Saves answers from the take page (POST /survey/answers?id=<uuid> with `{ answers }`), answering plain JSON so
 * the page's own retry logic sees every failure as a status code.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return Response.json({ message: "Method Not Allowed" }, { status: 405 });
  const uuid = new URL(request.url).searchParams.get("id") ?? "";
  // Checked with the API's own schema, and refused the way the API refuses it (400 "Bad Request").
  const input = await parseJsonSubmission(request, saveAnswersInput);
  if (!input.ok) return Response.json({ message: statusName(400), problems: input.result.formErrors }, { status: 400 });
  try {
    const progress = await surveyApi.saveAnswers(context, uuid, input.value.answers);
    return Response.json({ answered_count: progress.answered_count, next_item_index: progress.next_item_index });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    // The take page shows the message as it is: in the candidate's language.
    const t = translator(await candidateI18n(request, ["survey"]));
    const message = REFUSALS[error.status] ? t(REFUSALS[error.status]) : t("survey.take.unsaved");
    return Response.json({ message, errors: error.errors }, { status: error.status });
  }
}
