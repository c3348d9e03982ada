// One mapping set's page (/report-configurator/{id}): the set with what it would replace, the people whose report
// can preview it, and its actions — save the draft, preview, activate, roll back, archive — each through the API,
// which enforces the allow-list, the states and the ranges again.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { notFoundOn404 } from "~/api/client.server";
import { requireCapability } from "~/auth/user.server";
import { actionSuccess, apiFailure, intents, parseJsonSubmission } from "~/ui/action/index.server";
import { reportMappingsContract as mappings } from "../../api/report-mappings/contract";
import { surveyResultsContract as results } from "../../api/survey-results/contract";
import { idParam } from "~/ui/id-param.server";

/** How many people the preview offers (by name): the demo data's finished assessments fit in it. */
const PEOPLE_LIMIT = 100;

function idOf(params: { id?: string }) {
  return idParam(params.id);
}

export async function loadEditor({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireCapability(request, context, "report-configurator:use");
  const id = idOf(params);
  const [mapping, people] = await Promise.all([
    api.call(mappings.get, { params: { id } }).catch(notFoundOn404),
    api.call(results.search, { query: { limit: PEOPLE_LIMIT, sort_by: "name", order_by: "asc" } }),
  ]);
  return {
    mapping: mapping.data,
    // Only finished assessments have a report to preview.
    people: people.data
      .filter((p) => p.submitted_at !== null && p.domains !== null)
      .map((p) => ({ id: p.id, name: `${p.first} ${p.last}`.trim(), company: p.company.name })),
  };
}

const range = z.object({
  min: z.number(),
  max: z.number(),
  text: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});

export const editorForm = intents({
  save: z.object({ name: z.string(), is_test: z.boolean(), ranges: z.array(range) }),
  preview: z.object({ survey_result_id: z.number().int().positive(), ranges: z.array(range) }),
  activate: z.object({}),
  rollback: z.object({}),
  archive: z.object({}),
});

/** The API's problems with a range's fields show beside them; the ranges' gaps and overlaps are toasts. */
const editorField = (path: string) => (path === "name" || /^ranges\.\d+\./.test(path) ? path : undefined);

export async function editorAction({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireCapability(request, context, "report-configurator:use");
  const id = idOf(params);
  const input = await parseJsonSubmission(request, editorForm);
  if (!input.ok) return input.result;
  const form = input.value;
  try {
    switch (form.intent) {
      case "save": {
        const { data } = await api.call(mappings.update, {
          params: { id },
          body: { name: form.name, is_test: form.is_test, ranges: form.ranges },
        });
        return actionSuccess(`Draft version ${data.version} was saved.`, { submission: input });
      }
      case "preview": {
        const { data } = await api.call(mappings.preview, {
          params: { id },
          body: { survey_result_id: form.survey_result_id, ranges: form.ranges },
        });
        return actionSuccess(null, { submission: input, data });
      }
      case "activate": {
        const { data } = await api.call(mappings.activate, { params: { id } });
        return actionSuccess(`Version ${data.version} is active: reports now show its texts.`, { submission: input });
      }
      case "rollback": {
        const { data } = await api.call(mappings.rollback, { params: { id } });
        return actionSuccess(
          data.active
            ? `Rolled back: version ${data.active.version} is active again.`
            : "Rolled back: reports show the built-in texts again.",
          { submission: input },
        );
      }
      case "archive": {
        const { data } = await api.call(mappings.archive, { params: { id } });
        return actionSuccess(`Version ${data.version} was archived.`, { submission: input });
      }
    }
  } catch (error) {
    return apiFailure(error, { submission: input, fields: editorField });
  }
}
