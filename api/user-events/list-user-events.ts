import { desc, eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { userEvents } from "../../server/db/schema/index";
import type { UserEventJson } from "./contract";

/** The user's own latest events, newest first. */
export async function listUserEvents(db: Database, userId: number, limit: number): Promise<UserEventJson[]> {
  const rows = await db
    .select()
    .from(userEvents)
    .where(eq(userEvents.userId, userId))
    .orderBy(desc(userEvents.timestamp), desc(userEvents.id))
    .limit(limit);
  return rows.map((e) => ({
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
  }));
}
