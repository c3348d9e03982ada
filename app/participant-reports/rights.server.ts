// The rights portal's answers (/my-report/{payload}/rights, posted by plain HTML forms): the form is read, the API
// called without a token (the payload is the only permission), and the page says what happened. A link that no
// longer works is refused as the report is (404, 410); a form the API refuses comes back as a 400 with the error
// catalogue's shape ({ errors: [{ path, message }] }), which the page shows in words. The answer page speaks the
// report's language: the person's choice in the language menu, else the `lang` the report's forms post with.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { chosenLanguage, offeredLanguages, pageI18n, requestLanguage } from "~/i18n/i18n.server";
import { isLanguage, type Language } from "~domain/languages";
import { REPORT_NAMESPACES, translatedRefusal } from "./report.server";
import { readForm } from "~/ui/action/index.server";
import { PRIVATE_HEADERS } from "~/report-shares/shared-report.server";
import { dataRequestsContract as requests } from "../../api/data-requests/contract";
import type { DataRequestType } from "~domain/data-requests";

export type RightsAnswer =
  { ok: true; type: DataRequestType; due_at: string } | { ok: false; errors: { path: string; message: string }[] };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

/** The answer page's language: the person's choice, else the report's (`?lang=`), else their browser's. */
async function rightsLanguage(request: Request): Promise<Language> {
  const lang = new URL(request.url).searchParams.get("lang");
  const fromReport = isLanguage(lang) && offeredLanguages().includes(lang) ? lang : undefined;
  return (await chosenLanguage(request)) ?? fromReport ?? (await requestLanguage(request));
}

/** The answer page's messages. */
export async function rightsLoader({ request }: LoaderFunctionArgs) {
  return json({ i18n: pageI18n(await rightsLanguage(request), REPORT_NAMESPACES) }, { headers: PRIVATE_HEADERS });
}

export async function rightsAction({ request, params, context }: ActionFunctionArgs) {
  const payload = params.payload ?? "";
  const form = await readForm(request);
  const type = text(form, "type");
  const api = apiClient(context, null);
  try {
    if (type === "erasure") {
      const confirm = text(form, "confirm") === "yes";
      const { data } = await api.call(requests.eraseOwn, { body: { payload, confirm: confirm as true } });
      return json<RightsAnswer>({ ok: true, type: data.type, due_at: data.due_at }, { headers: PRIVATE_HEADERS });
    }
    const body = { payload, type: type as "human_review", details: text(form, "details") ?? null };
    const { data } = await api.call(requests.file, { body });
    return json<RightsAnswer>({ ok: true, type: data.type, due_at: data.due_at }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 400 || error.status === 422)) {
      // A payload the contract refuses is as invalid as a tampered one: the link's own refusal.
      if (error.errors.some((e) => e.path === "payload")) translatedRefusal(await rightsLanguage(request), error);
      const errors = error.errors.length ? error.errors : [{ path: "", message: error.message }];
      return json<RightsAnswer>({ ok: false, errors }, { status: 400, headers: PRIVATE_HEADERS });
    }
    translatedRefusal(await rightsLanguage(request), error);
  }
}
