import type { Router } from "express";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiDeps } from "../index";
import { userEvents } from "../db/schema/index";
import { authOf } from "../http/authenticate";
import { createRouter } from "../http/router";
import { ApiError, parseInput } from "../http/errors";

const shortText = (max: number) =>
  z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`);
const event = z.object({
  user_id: z.number().int().positive(),
  description: shortText(500),
  timestamp: z.iso.datetime({ offset: true, message: "must be an ISO 8601 date-time" }),
  is_mobile: z.boolean(),
  screen_width: z.number().int().min(0).max(100_000),
  screen_height: z.number().int().min(0).max(100_000),
  browser: shortText(100),
  os: shortText(100),
  user_agent: shortText(1000),
});
const batch = z.object({ user_events: z.array(event).min(1, "must hold at least one event").max(500) });
const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/**
 * Spec §7 POST /user-events: the browser's queued usage events, stored for the acting user; and
 * GET /user-events?limit= (1–100, default 20): the acting user's own latest events.
 */
export function userEventsRoutes({ db }: ApiDeps): Router {
  const router = createRouter();
  router.post("/user-events", async (req, res) => {
    const auth = authOf(res);
    const input = parseInput(batch, req.body);
    const foreign = input.user_events.findIndex((e) => e.user_id !== auth.actor.id);
    if (foreign !== -1)
      throw ApiError.unprocessable([{ path: `user_events.${foreign}.user_id`, message: "must be the signed-in user" }]);
    await db.insert(userEvents).values(
      input.user_events.map((e) => ({
        userId: e.user_id,
        proxySuperUserId: auth.superAdmin?.id ?? null,
        description: e.description,
        timestamp: new Date(e.timestamp),
        isMobile: e.is_mobile,
        screenWidth: e.screen_width,
        screenHeight: e.screen_height,
        browser: e.browser,
        os: e.os,
        userAgent: e.user_agent,
      })),
    );
    res.status(201).json({ stored: input.user_events.length });
  });

  /** The acting user's own latest events, newest first (no one reads another user's events here). */
  router.get("/user-events", async (req, res) => {
    const auth = authOf(res);
    const { limit } = parseInput(listQuery, req.query);
    const rows = await db
      .select()
      .from(userEvents)
      .where(eq(userEvents.userId, auth.actor.id))
      .orderBy(desc(userEvents.timestamp), desc(userEvents.id))
      .limit(limit);
    res.json({
      data: rows.map((e) => ({
        id: e.id,
        user_id: e.userId,
        description: e.description,
        timestamp: e.timestamp.toISOString(),
        is_mobile: e.isMobile,
        screen_width: e.screenWidth,
        screen_height: e.screenHeight,
        browser: e.browser,
        os: e.os,
        user_agent: e.userAgent,
        created_at: e.createdAt.toISOString(),
      })),
    });
  });
  return router;
}
