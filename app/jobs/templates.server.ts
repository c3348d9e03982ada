// The application templates page (spec §7: the custom questions a job asks; a job uses one): the templates, and its
// action: save (create or change) a template, archive it, delete it.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import type { ApiClient } from "~/api/client.server";
import { actionSuccess, apiFailure, intents, parseJsonSubmission, type ActionResult } from "~/ui/action/index.server";
import { apiQuery, listQuery } from "~/ui/list";
import { requireJobsAdmin } from "./access.server";
import { QUESTION_TYPES } from "./model";
import { companiesList } from "./options.server";
import { id } from "../../api/http/contract";
import { jobTemplatesContract } from "../../api/job-templates/contract";

/** The page shows test templates too; the URL says whether archived ones as well. */
const templatesQuery = jobTemplatesContract.list.query;
const pageQuery = templatesQuery.pick({ include_archived: true });

export async function loadTemplates({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const { include_archived } = listQuery(request, pageQuery);
  const [templates, companies] = await Promise.all([
    api.call(jobTemplatesContract.list, {
      query: apiQuery(templatesQuery, { include_archived, include_tests: true }),
    }),
    companiesList(api),
  ]);
  return { templates: templates.data, companies, includeArchived: include_archived };
}

export async function templatesPageAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  return templatesAction(request, api);
}

/** The template as the editor sends it; its rules (lengths, choices, ids) are the API's to check. */
const editorTemplate = z.object({
  name: z.string(),
  description: z.string().nullable(),
  company_id: id("a company id").nullable(),
  questions: z.array(
    z.object({
      id: z.string().optional(),
      type: z.enum(QUESTION_TYPES),
      label: z.string(),
      help: z.string().nullable(),
      required: z.boolean(),
      options: z.array(z.string()),
    }),
  ),
});

const row = { templateId: id("an application template id"), name: z.string().optional() };

/** The page's requests (JSON: the editor's template is a nested list of questions). */
const templatesForm = intents({
  save: z.object({ templateId: id("an application template id").nullable(), template: editorTemplate }),
  archive: z.object(row),
  delete: z.object(row),
});

const QUESTION_FIELDS = ["type", "label", "help", "options"];

/** The editor's field that shows an API problem: the template's own, or a question's ("questions.2.label"). */
export function templateField(path: string): string | undefined {
  if (["name", "description", "company_id", "questions"].includes(path)) return path;
  const question = new RegExp(`^questions\\.\\d+\\.(?:${QUESTION_FIELDS.join("|")})`).exec(path);
  return question?.[0];
}

/** Labels before the API's messages beside the editor's fields; a question's fields are "This field". */
const LABELS: Record<string, string> = {
  name: "Name",
  description: "Description",
  company_id: "Company",
  questions: "Questions",
  ...Object.fromEntries(
    Array.from({ length: 50 }, (_, i) => QUESTION_FIELDS.map((f) => [`questions.${i}.${f}`, "This field"])).flat(),
  ),
};

export async function templatesAction(
  request: Request,
  api: ApiClient,
): Promise<ActionResult<{ id: number } | undefined>> {
  const input = await parseJsonSubmission(request, templatesForm);
  if (!input.ok) return input.result;
  const form = input.value;
  try {
    switch (form.intent) {
      case "save": {
        const { data: saved } = form.templateId
          ? await api.call(jobTemplatesContract.update, { params: { id: form.templateId }, body: form.template })
          : await api.call(jobTemplatesContract.create, { body: form.template });
        return actionSuccess(`${saved.name} was saved.`, { submission: input, data: { id: saved.id } });
      }
      case "archive":
        await api.call(jobTemplatesContract.archive, { params: { id: form.templateId } });
        return actionSuccess(`${form.name ?? "The template"} was archived.`, { submission: input });
      case "delete":
        await api.call(jobTemplatesContract.remove, { params: { id: form.templateId } });
        return actionSuccess(`${form.name ?? "The template"} was deleted.`, { submission: input });
    }
  } catch (error) {
    return apiFailure(error, { submission: input, fields: templateField, labels: LABELS });
  }
}
