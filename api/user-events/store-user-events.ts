import type { z } from "zod";
import type { Database } from "../../server/db/client";
import { userEvents } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { userEventBatch } from "./contract";

/** Stores the acting user's events (another user's id in the batch is refused), marked with a proxy's super admin. */
export async function storeUserEvents(db: Database, auth: Auth, input: z.output<typeof userEventBatch>) {
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
  return { stored: input.user_events.length };
}
