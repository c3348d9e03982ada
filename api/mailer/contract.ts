// The e-mail outbox, for super admins outside production: where the embedded default "sends" set-up, reset and
// invitation e-mails, so they can be read (and their links followed) without an SMTP server.
import { z } from "zod";
import { dataOf, operation, timestamp } from "../http/contract";

export const outboxQuery = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const outboxEmailJson = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  created_at: timestamp,
});
export type OutboxEmailJson = z.infer<typeof outboxEmailJson>;

export const mailerContract = {
  outbox: operation({
    method: "GET",
    path: "/mailer/outbox",
    summary: "The latest e-mails in the outbox, optionally to one address (not in production)",
    // The person really signed in must be a super admin outside a proxy session: checked inside, as the actor of
    // a proxy session is the impersonated user.
    access: "signed-in",
    query: outboxQuery,
    response: dataOf(z.array(outboxEmailJson)),
    errors: [400, 403, 404],
  }),
};
