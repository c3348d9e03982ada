import { implement } from "../http/implement";
import type { ApiDeps } from "../index";
import { createMailer } from "../mail/index";
import { mailTemplatesContract } from "./contract";
import { previewMailTemplate, sendTestMailTemplate } from "./preview";
import { getMailTemplate, listMailTemplates, resetMailTemplate, saveMailTemplate } from "./templates";

/** The product's e-mails as editable templates (super admins). */
export function mailTemplatesFeature(deps: ApiDeps) {
  const { db } = deps;
  const mailer = createMailer(deps);
  return implement(mailTemplatesContract, {
    list: async () => ({ data: await listMailTemplates(db) }),
    get: async ({ auth, params }) => ({ data: await getMailTemplate(db, auth, params.name) }),
    update: async ({ auth, params, body }) => ({ data: await saveMailTemplate(db, auth, params.name, body) }),
    reset: async ({ auth, params }) => ({ data: await resetMailTemplate(db, auth, params.name) }),
    preview: ({ auth, params, body }) => ({ data: previewMailTemplate(auth, params.name, body) }),
    sendTest: async ({ auth, params, body }) => ({ data: await sendTestMailTemplate(mailer, auth, params.name, body) }),
  });
}
