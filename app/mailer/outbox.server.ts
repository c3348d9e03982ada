import type { LoaderFunctionArgs } from "@remix-run/node";
import { mailerContract } from "../../api/mailer/contract";
import { messagingContract } from "../../api/messaging/contract";
import { forbidden, requireCapability } from "~/auth/user.server";
import { listQuery } from "~/ui/list";

/** Super admins outside production read the e-mails the product would have sent (the default e-mail port). */
export async function loadOutbox({ request, context }: LoaderFunctionArgs) {
  const { api, proxy } = await requireCapability(request, context, "outbox:read");
  // The API reads the outbox only for the person really signed in, never in a proxy session (ADR 038: 403).
  if (proxy) throw forbidden();
  const { to = "" } = listQuery(request, mailerContract.outbox.query);
  const [{ data }, sms] = await Promise.all([
    api.call(mailerContract.outbox, { query: { to, limit: 50 } }),
    api.call(messagingContract.smsOutbox, { query: { limit: 50 } }),
  ]);
  return { emails: data, sms: sms.data, to };
}
