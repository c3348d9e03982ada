import type { Router } from "express";
import { desc, sql } from "drizzle-orm";
import { z } from "zod";
import type { ApiDeps } from "../index";
import { outboxEmails } from "../db/schema/index";
import { authOf } from "../http/authenticate";
import { ApiError, parseInput } from "../http/errors";
import { createRouter } from "../http/router";

const query = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/**
 * The e-mail outbox, for super admins outside production: where the embedded default "sends" set-up, reset and
 * invitation e-mails, so they can be read (and their links followed) without an SMTP server.
 */
export function mailerRoutes({ db, env }: ApiDeps): Router {
  const router = createRouter();
  router.get("/mailer/outbox", async (req, res) => {
    const { actor, superAdmin } = authOf(res);
    // The real signed-in person must be a super admin; the outbox holds other users' links.
    if ((superAdmin ?? actor).role !== "SUPER_ADMIN" || superAdmin) throw ApiError.forbidden();
    if (env.STAGE === "prod") throw ApiError.notFound();
    const input = parseInput(query, req.query);
    const rows = await db
      .select()
      .from(outboxEmails)
      .where(input.to ? sql`lower(${outboxEmails.to}) = ${input.to}` : sql`true`)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(input.limit);
    res.json({
      data: rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        template: r.template,
        created_at: r.createdAt.toISOString(),
      })),
    });
  });
  return router;
}
