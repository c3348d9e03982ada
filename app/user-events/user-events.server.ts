import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { userEventBatch, userEventsContract } from "../../api/user-events/contract";
import { ApiRequestError } from "~/api/client.server";
import { optionalUser, requireUser } from "~/auth/user.server";
import type { UserEventsAnswer } from "./user-events";

/**
 * The browser's user-event queue posts here (fetch with keepalive, or navigator.sendBeacon as text/plain); the
 * route forwards the batch to the Main API's POST /user-events with the session's token, which never reaches the
 * browser. It answers 200 with what happened (`UserEventsAnswer`), so a flush that cannot be stored now is kept
 * by the browser without a failed request in its console; only a malformed body (400) or a foreign origin (403)
 * is refused outright.
 *
 * GET /user-events?limit=N reads the signed-in (acting) user's own latest events, through GET /user-events.
 */

const MAX_BODY_BYTES = 256 * 1024;
const body = z.object({ user_events: z.array(z.record(z.string(), z.unknown())).max(500) });

// Resource routes answer Responses (what single fetch expects of a route called from outside Remix).
const answer = (a: UserEventsAnswer) => Response.json(a);

export async function forwardUserEvents({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  // Cookies ride along on cross-site simple requests too (a beacon is one): accept this site's pages only.
  const origin = request.headers.get("Origin");
  if (origin && origin !== new URL(request.url).origin && origin !== new URL(context.services.env.PUBLIC_URL).origin) {
    throw new Response("Forbidden", { status: 403 });
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new Response("Payload Too Large", { status: 413 });
  let parsed: z.infer<typeof body>;
  try {
    parsed = body.parse(JSON.parse(text));
  } catch {
    throw new Response("Bad Request", { status: 400 });
  }

  const signedIn = await optionalUser(request, context).catch(() => null);
  const events = parsed.user_events;
  if (!signedIn) return answer({ stored: 0, dropped: 0, retry: true });

  // Events are the acting user's (the API stores nothing else); another user's left in this browser are dropped.
  const own = events.filter((e) => e.user_id === signedIn.profile.id);
  const dropped = events.length - own.length;
  if (!own.length) return answer({ stored: 0, dropped, retry: false });
  // Events the API would refuse as invalid will never be stored: drop them.
  const valid = userEventBatch.safeParse({ user_events: own });
  if (!valid.success) return answer({ stored: 0, dropped: events.length, retry: false });
  try {
    await signedIn.api.call(userEventsContract.store, { body: valid.data });
    return answer({ stored: own.length, dropped, retry: false });
  } catch (error) {
    // Invalid events will never be stored: drop them. Anything else (API down, token refused) may pass later.
    const invalid = error instanceof ApiRequestError && (error.status === 400 || error.status === 422);
    if (!invalid) context.services.logger.warn({ err: error }, "forwarding user events failed");
    return answer({ stored: 0, dropped: invalid ? events.length : dropped, retry: !invalid });
  }
}

export async function loadOwnUserEvents({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireUser(request, context);
  const limit = Number(new URL(request.url).searchParams.get("limit") ?? "20");
  const events = await api.call(userEventsContract.list, {
    query: { limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, 100) : 20 },
  });
  return Response.json(events);
}
