// Spec §3 "User event", §7 /user-events: the browser's queued usage events, stored for the acting user; and the
// acting user's own latest events (no one reads another user's events here).
import { z } from "zod";
import { dataOf, operation, timestamp } from "../http/contract";

const shortText = (max: number) =>
  z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`);

export const userEventInput = z.object({
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
/** One event as the browser queues and sends it. */
export type UserEventInput = z.input<typeof userEventInput>;

export const userEventBatch = z.object({
  user_events: z.array(userEventInput).min(1, "must hold at least one event").max(500),
});

export const userEventListQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export const userEventJson = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  description: z.string(),
  timestamp,
  is_mobile: z.boolean(),
  screen_width: z.number().int(),
  screen_height: z.number().int(),
  browser: z.string(),
  os: z.string(),
  user_agent: z.string(),
  created_at: timestamp,
});
export type UserEventJson = z.infer<typeof userEventJson>;

export const userEventsContract = {
  store: operation({
    method: "POST",
    observation: true,
    path: "/user-events",
    summary: "Store a batch of the acting user's usage events",
    description: "Stores a batch of usage events of the acting user (e.g. pages viewed), for their history.",
    access: "signed-in",
    body: userEventBatch,
    response: z.object({ stored: z.number().int() }),
    status: 201,
    errors: [400, 422],
  }),
  list: operation({
    method: "GET",
    path: "/user-events",
    summary: "The acting user's own latest events, newest first (limit 1–100, default 20)",
    description: "Answers the acting user's own latest usage events, newest first.",
    access: "signed-in",
    query: userEventListQuery,
    response: dataOf(z.array(userEventJson)),
    errors: [400],
  }),
};
