import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { createMailer } from "../../server/mail/index";
import { mailerContract } from "./contract";
import { readOutbox } from "./read-outbox";
import { sendMail } from "./send-mail";

/** The e-mail outbox, and the general send of the product's e-mails. */
export function mailerFeature(deps: ApiDeps) {
  const { db, env } = deps;
  const mailer = createMailer(deps);
  return implement(mailerContract, {
    outbox: async ({ auth, query }) => ({ data: await readOutbox(db, env, auth, query) }),
    send: async ({ auth, body }) => ({ data: await sendMail(db, env, mailer, auth, body) }),
  });
}
