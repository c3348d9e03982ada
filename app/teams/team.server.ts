// A team's page (/teams/{id}): the team, its people and its balance, and with `?with=<survey result id>` how that
// person would change it; renaming, adding and removing people (custom teams), deleting; and the PDF download.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { z } from "zod";
import { ApiRequestError, notFound } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { pdfDownload, PDF_STREAM } from "~/ui/download.server";
import {
  actionSuccess,
  apiFailure,
  intents,
  parseJsonSubmission,
  redirectWithSuccess,
  type ActionResult,
} from "~/ui/action/index.server";
import { id } from "../../api/http/contract";
import { teamsContract as teams } from "../../api/teams/contract";
import { requireTeams } from "./list.server";
import { idParam, idParamOrNull } from "~/ui/id-param.server";

function teamIdOf(params: Params): number {
  return idParam(params.id);
}

/** The person tried in the balance (`?with=`), or null for none (and for anything unusable). */
function withOf(url: URL): number | null {
  return idParamOrNull(url.searchParams.get("with"));
}

const isApiError = (error: unknown, ...statuses: number[]): error is ApiRequestError =>
  error instanceof ApiRequestError && statuses.includes(error.status);

export async function loadTeamPage({ request, context, params }: LoaderFunctionArgs) {
  requireTeams();
  const { api } = await requireUser(request, context);
  const teamId = teamIdOf(params);
  const withId = withOf(new URL(request.url));
  const [detail, tried] = await Promise.all([
    api.call(teams.get, { params: { id: teamId } }).catch((error: unknown) => {
      if (isApiError(error, 404)) throw notFound();
      throw error;
    }),
    withId === null
      ? null
      : api
          .call(teams.balance, { params: { id: teamId }, query: { with_survey_result_id: withId } })
          .then((r) => ({ ok: true as const, with: r.data.with! }))
          // Someone not found or not finished: the page says so beside the picker, the team still shows.
          .catch((error: unknown) => {
            if (isApiError(error, 404)) return { ok: false as const, message: "That person was not found." };
            if (isApiError(error, 409)) return { ok: false as const, message: error.message };
            throw error;
          }),
  ]);
  return { ...detail.data, tried };
}

const name = z.string();
const teamForm = intents({
  rename: z.object({ name }),
  members: z.object({
    survey_result_ids: z.array(id("a survey result id")),
    /** What changed, for the message: "Ana Lee was added." */
    message: z.string().max(300),
  }),
  delete: z.object({}),
});

export type TeamActionResult = ActionResult<undefined>;

export async function teamAction({
  request,
  context,
  params,
}: ActionFunctionArgs): Promise<TeamActionResult | Response> {
  requireTeams();
  const { api } = await requireUser(request, context);
  const teamId = teamIdOf(params);
  const input = await parseJsonSubmission(request, teamForm);
  if (!input.ok) return input.result;
  const form = input.value;
  try {
    switch (form.intent) {
      case "rename": {
        const { data } = await api.call(teams.update, { params: { id: teamId }, body: { name: form.name } });
        return actionSuccess(`The team is now called ${data.name}.`, { submission: input });
      }
      case "members":
        await api.call(teams.update, { params: { id: teamId }, body: { survey_result_ids: form.survey_result_ids } });
        return actionSuccess(form.message, { submission: input });
      case "delete":
        await api.call(teams.remove, { params: { id: teamId } });
        return redirectWithSuccess(context, "/teams", "The team was deleted.");
    }
  } catch (error) {
    return apiFailure(error, { submission: input, fields: form.intent === "rename" ? ["name"] : undefined });
  }
}

/** /teams/{id}/pdf: the API's PDF handed on as it arrives, as a download. */
export async function downloadTeamPdf({ request, context, params }: LoaderFunctionArgs): Promise<Response> {
  requireTeams();
  const { api } = await requireUser(request, context);
  const teamId = teamIdOf(params);
  return pdfDownload(() => api.stream(teams.pdf, { params: { id: teamId } }, PDF_STREAM), "team.pdf");
}
