// The company's switch for the people's own reports (/participant-report-settings, a resource route): its value for
// the switch on the User Management page, and turning it on or off. The API decides who may change it (the company's
// owner, its franchise owner or a super admin) and scopes the company.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ApiRequestError, notFound } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { actionSuccess, apiFailure, parseSubmission } from "~/ui/action/index.server";
import { participantReportsContract } from "../../api/participant-reports/contract";
import { id } from "../../api/http/contract";

const companyOf = (request: Request) => {
  const parsed = id("a company id").safeParse(new URL(request.url).searchParams.get("company_id"));
  if (!parsed.success) throw notFound();
  return parsed.data;
};

export async function loadParticipantReportSettings({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireUser(request, context);
  try {
    const { data } = await api.call(participantReportsContract.getSettings, { params: { id: companyOf(request) } });
    return json({ settings: data, error: null });
  } catch (error) {
    if (error instanceof ApiRequestError) return json({ settings: null, error: error.message });
    throw error;
  }
}

const switchForm = z.object({
  company_id: id("a company id"),
  participant_reports: z.enum(["true", "false"]).transform((v) => v === "true"),
});

export async function changeParticipantReportSettings({ request, context }: ActionFunctionArgs) {
  const { api } = await requireUser(request, context);
  const input = await parseSubmission(request, switchForm);
  if (!input.ok) return json(input.result);
  try {
    const { data } = await api.call(participantReportsContract.updateSettings, {
      params: { id: input.value.company_id },
      body: { participant_reports: input.value.participant_reports },
    });
    return json(
      actionSuccess(
        data.participant_reports
          ? "People assessed will get their own report."
          : "People assessed will no longer get their own report (book-code readers still do).",
        { submission: input, data },
      ),
    );
  } catch (error) {
    return json(apiFailure(error, { submission: input }));
  }
}
