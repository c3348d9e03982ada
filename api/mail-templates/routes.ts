import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { createMailer } from "../../server/mail/index";
import { mailTemplatesContract } from "./contract";
import { previewMailTemplate, sendTestMailTemplate } from "./preview";
import { getMailTemplate, listMailTemplates, resetMailTemplate, saveMailTemplate } from "./templates";

/** The product's e-mails as editable templates (super admins). */
export function mailTemplatesFeature(deps: ApiDeps) {
  const { db } = deps;
  const mailer = createMailer(deps);
  return implement(mailTemplatesContract, {
    list: async () => ({ data: await listMailTemplates(db) }),
    get: async ({ auth, params, query }) => ({ data: await getMailTemplate(db, auth, params.name, query.language) }),
    update: async ({ auth, params, query, body }) => ({
      data: await saveMailTemplate(db, auth, params.name, body, query.language),
    }),
    reset: async ({ auth, params, query }) => ({
      data: await resetMailTemplate(db, auth, params.name, query.language),
    }),
    preview: ({ auth, params, query, body }) => ({
      data: previewMailTemplate(auth, params.name, body, query.language),
    }),
    sendTest: async ({ auth, params, query, body }) => ({
      data: await sendTestMailTemplate(mailer, auth, params.name, body, query.language),
    }),
  });
}
