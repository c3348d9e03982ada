// One person's coaching page (/coaching/{id}): what it loads (the person, coach, sessions, goals, the growth
// report's prompt, and whom the user may choose as coach), and what its controls change.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { can } from "~domain/permissions";
import { ApiRequestError, notFound } from "~/api/client.server";
import { actorOf, requireUser } from "~/auth/user.server";
import { actionFailure, actionSuccess, apiFailure, intents, parseSubmission } from "~/ui/action/index.server";
import { coachingContract as coaching, isoDateInYears, sessionInput } from "../../api/coaching/contract";
import { id as idOfText } from "../../api/http/contract";
import { usersContract } from "../../api/users/contract";
import { permissionContext } from "../../server/permissions";
import { requireCoaching } from "./list.server";
import { personName, type CoachingActionResult } from "./model";
import { idParam } from "~/ui/id-param.server";

type ActionData = Extract<CoachingActionResult, { ok: true }>["data"];

const idOf = (params: Record<string, string | undefined>) => {
  return idParam(params.id);
};

/** Today in UTC (YYYY-MM-DD): the date a new session form starts with. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

export async function loadCoachingPerson({ request, context, params }: LoaderFunctionArgs) {
  requireCoaching();
  const { profile, api } = await requireUser(request, context);
  const id = idOf(params);
  let data;
  try {
    data = (await api.call(coaching.person, { params: { surveyResultId: id } })).data;
  } catch (error) {
    // A person outside the user's scope is not found, exactly like one who does not exist.
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
  // User managers choose any active user of the person's company as coach (the users API is theirs); everyone
  // else can coach the person themselves.
  const managesUsers = can(actorOf(profile), "users:manage", permissionContext(context.services.env));
  const users = managesUsers
    ? (
        await api.call(usersContract.search, {
          query: { company_id: data.person.company.id, active: "1", sort_by: "name", limit: 100 },
        })
      ).data
    : [];
  const me = { id: profile.id, first: profile.first, last: profile.last };
  const coaches = [me, ...users.filter((u) => u.id !== me.id).map((u) => ({ id: u.id, first: u.first, last: u.last }))];
  return { ...data, coaches, me: me.id, today: todayUtc(), latest: isoDateInYears(1) };
}

// The API's own rules, so a refusal reads the same from the page as from the API.
const sessionId = idOfText("a session id");
const { held_on, notes } = sessionInput.shape;
const coachingForm = intents({
  assign: z.object({ coach_user_id: idOfText("a user") }),
  stop: z.object({ coach_id: idOfText("a user").optional() }),
  "session-add": z.object({ held_on, notes }),
  "session-edit": z.object({ sessionId, held_on, notes }),
  "session-delete": z.object({ sessionId }),
});
const INTENTS = ["assign", "stop", "session-add", "session-edit", "session-delete"];
/** The fields that show their own problems; each form has its own fetcher, so only its own fields show them. */
const FIELDS = ["held_on", "notes", "coach_user_id"];

export async function coachingPersonAction({
  request,
  context,
  params,
}: ActionFunctionArgs): Promise<CoachingActionResult> {
  requireCoaching();
  const { profile, api } = await requireUser(request, context);
  const id = idOf(params);
  const input = await parseSubmission(request, coachingForm, { fields: FIELDS });
  if (!input.ok) {
    return INTENTS.includes(input.result.intent)
      ? input.result
      : actionFailure("Unknown action.", { intent: input.result.intent });
  }
  const form = input.value;
  const done = (message: string | null, data: ActionData = {}) => actionSuccess(message, { submission: input, data });
  const surveyResultId = id;
  try {
    switch (form.intent) {
      case "assign": {
        const { data } = await api.call(coaching.assignCoach, {
          params: { surveyResultId },
          body: { coach_user_id: form.coach_user_id },
        });
        return done(
          data.coach.id === profile.id
            ? "You coach this person now."
            : `${personName(data.coach)} coaches this person now.`,
        );
      }
      case "stop": {
        await api.call(coaching.stopCoaching, { params: { surveyResultId } });
        return done("Coaching stopped. The sessions stay.", { formerCoachId: form.coach_id });
      }
      case "session-add": {
        const { data: session } = await api.call(coaching.addSession, {
          params: { surveyResultId },
          body: { held_on: form.held_on, notes: form.notes },
        });
        return done("Session added.", { session });
      }
      case "session-edit": {
        const { data: session } = await api.call(coaching.updateSession, {
          params: { id: form.sessionId },
          body: { held_on: form.held_on, notes: form.notes },
        });
        return done("Session saved.", { session });
      }
      case "session-delete": {
        const { data: session } = await api.call(coaching.removeSession, { params: { id: form.sessionId } });
        return done("Session deleted.", { session });
      }
    }
  } catch (error) {
    // A refusal (403) or a vanished person or session (404) says why; field problems show beside their fields.
    return apiFailure(error, { submission: input, fields: FIELDS, ownMessages: [403, 404] });
  }
}
