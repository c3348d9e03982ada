// /settings/mail-templates: super admins edit this brand's texts of the product's e-mails. The loader lists them
// and opens one (`?name=`, in `?language=` for a candidate's e-mail, which has a text per language); the action
// saves, previews, sends a test to oneself or resets to the built-in text of that language. A text that cannot be
// saved comes back with what is wrong beside its field, and the form keeps it.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ApiRequestError } from "~/api/client.server";
import { forbidden, requireUser } from "~/auth/user.server";
import { actionSuccess, apiFailure, intents, parseSubmission } from "~/ui/action/index.server";
import { languageQuery, mailTemplatesContract as templates, nameParam } from "../../api/mail-templates/contract";

export async function loadMailTemplates({ request, context }: LoaderFunctionArgs) {
  const { api, profile, proxy } = await requireUser(request, context);
  // The product's e-mails are every company's: super admins signed in as themselves (the API says the same).
  if (profile.auth_role !== "SUPER_ADMIN" || proxy) throw forbidden();
  const { data: list } = await api.call(templates.list, {});
  const search = new URL(request.url).searchParams;
  const wanted = nameParam.safeParse({ name: search.get("name") });
  const name = wanted.success ? wanted.data.name : list[0].name;
  // A language the e-mail is not written in (a staff e-mail is English only) opens its English text.
  const asked = languageQuery.safeParse({ language: search.get("language") ?? undefined });
  const offered = list.find((t) => t.name === name)?.languages ?? ["en"];
  const language = asked.success && offered.includes(asked.data.language) ? asked.data.language : "en";
  try {
    const { data: open } = await api.call(templates.get, { params: { name }, query: { language } });
    return { list, open };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) throw forbidden();
    throw error;
  }
}

const FIELDS = ["subject", "body"];
const language = languageQuery.shape.language;
const text = { name: nameParam.shape.name, language, subject: z.string().max(300), body: z.string().max(20_000) };
const form = intents({
  save: z.object(text),
  preview: z.object(text),
  test: z.object(text),
  reset: z.object({ name: nameParam.shape.name, language }),
});

export async function mailTemplatesAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireUser(request, context);
  const input = await parseSubmission(request, form, { fields: FIELDS });
  if (!input.ok) return input.result;
  const value = input.value;
  const params = { name: value.name };
  const query = { language: value.language };
  type Preview = { subject: string; text: string; html: string } | null;
  try {
    switch (value.intent) {
      case "save":
        await api.call(templates.update, { params, query, body: { subject: value.subject, body: value.body } });
        return actionSuccess<Preview>("Template saved.", { submission: input, data: null });
      case "preview": {
        const { data } = await api.call(templates.preview, {
          params,
          query,
          body: { subject: value.subject, body: value.body },
        });
        return actionSuccess<Preview>(null, { submission: input, data });
      }
      case "test": {
        const { data } = await api.call(templates.sendTest, {
          params,
          query,
          body: { subject: value.subject, body: value.body },
        });
        return actionSuccess<Preview>(`Test e-mail sent to ${data.sent_to}.`, { submission: input, data: null });
      }
      case "reset":
        await api.call(templates.reset, { params, query });
        return actionSuccess<Preview>("Back to the built-in text.", { submission: input, data: null });
    }
  } catch (error) {
    return apiFailure(error, { submission: input, fields: FIELDS });
  }
}
