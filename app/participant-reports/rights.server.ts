// The rights portal's answers (/my-report/{payload}/rights, posted by plain HTML forms): the form is read, the API
// called without a token (the payload is the only permission), and the page says what happened. A link that no
// longer works is refused as the report is (404, 410); a form the API refuses comes back as a 400 with the error
// catalogue's shape ({ errors: [{ path, message }] }), which the page shows in words.
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { readForm } from "~/ui/action/index.server";
import { PRIVATE_HEADERS, refusedLink } from "~/report-shares/shared-report.server";
import { dataRequestsContract as requests } from "../../api/data-requests/contract";
import type { DataRequestType } from "~domain/data-requests";

export type RightsAnswer =
  { ok: true; type: DataRequestType; due_at: string } | { ok: false; errors: { path: string; message: string }[] };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

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
      if (error.errors.some((e) => e.path === "payload")) refusedLink(error);
      const errors = error.errors.length ? error.errors : [{ path: "", message: error.message }];
      return json<RightsAnswer>({ ok: false, errors }, { status: 400, headers: PRIVATE_HEADERS });
    }
    refusedLink(error);
  }
}
