// Learning Management's progress (/learning-management/progress): per learner (the list-page kit) and per company,
// the CSV of the list's filters, and "Send reminders" for overdue assignments.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { csvDownload, CSV_STREAM } from "~/ui/download.server";
import { requireAcademy } from "./access.server";
import { actionSuccess, apiFailure, parseSubmission } from "~/ui/action/index.server";
import { apiQuery, listQuery } from "~/ui/list";
import { plural } from "~domain/text";
import { academyContract as academy } from "../../api/academy/contract";
import { companiesContract as companies } from "../../api/companies/contract";

export async function loadProgress({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireAcademy(request, context, "learning:manage");
  const query = listQuery(request, academy.progress.query);
  const [rows, perCompany, courses, companyList] = await Promise.all([
    api.call(academy.progress, { query: apiQuery(academy.progress.query, query) }),
    api.call(academy.companyProgress, { query: { course_id: query.course_id } }),
    api.call(academy.adminCourses),
    api.call(companies.list),
  ]);
  return {
    rows: rows.data,
    total: rows.meta.total,
    query,
    companies: perCompany.data,
    courseOptions: courses.data.map((c) => ({ value: String(c.id), label: c.title })),
    companyChoices: companyList.data.map(({ id, name }) => ({ id, name })),
  };
}

export async function remindersAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireAcademy(request, context, "learning:manage");
  const input = await parseSubmission(request, z.object({ intent: z.literal("remind") }));
  if (!input.ok) return input.result;
  try {
    const { data } = await api.call(academy.sendReminders);
    return actionSuccess(
      data.learners === 0
        ? "No one is overdue: no reminders to send."
        : `Reminders are on their way to ${plural(data.learners, "learner")} with overdue courses.`,
      { submission: input, tone: data.learners === 0 ? "info" : "success" },
    );
  } catch (error) {
    return apiFailure(error, { submission: input });
  }
}

/** /learning-management/progress.csv: the list's filtered rows, streamed from the API. */
export async function exportProgressCsv({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const { api } = await requireAcademy(request, context, "learning:manage");
  const { page: _page, limit: _limit, ...filters } = listQuery(request, academy.progress.query);
  return csvDownload(
    () => api.stream(academy.exportProgress, { query: apiQuery(academy.exportProgress.query, filters) }, CSV_STREAM),
    "academy-progress.csv",
  );
}
