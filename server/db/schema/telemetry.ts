import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./tenancy";

/** Spec §3 "User event": what the browser queue flushes to POST /user-events. */
export const userEvents = pgTable(
  "user_events",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The super admin behind the event, when it happened in a proxy session. */
    proxySuperUserId: integer("proxy_super_user_id").references(() => users.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull(),
    isMobile: boolean("is_mobile").notNull(),
    screenWidth: integer("screen_width").notNull(),
    screenHeight: integer("screen_height").notNull(),
    browser: text("browser").notNull(),
    os: text("os").notNull(),
    userAgent: text("user_agent").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("user_events_user_idx").on(t.userId, t.timestamp)],
);
