import { Writable } from "node:stream";
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, test } from "vitest";
import { createLogger } from "../server/logger";
import { handleError } from "./entry.server";

/** What Remix hands over for its own refusals (the shape `isRouteErrorResponse` recognises). */
const routeError = (status: number, statusText: string, internal = false) => ({
  status,
  statusText,
  internal,
  data: null,
});

/** handleError's log lines (pino's levels: 30 info, 50 error). */
function logOf(error: unknown) {
  let output = "";
  const logger = createLogger(
    "info",
    new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    }),
  );
  const request = new Request("http://app.example.test/nowhere?page=2", { method: "POST" });
  const context = { services: { logger } } as unknown as AppLoadContext;
  handleError(error, { request, context, params: {} });
  return output
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: number; status: number; url: string });
}

describe("a page request's error in the log", () => {
  test.each([
    ["no route for the address", routeError(404, "Not Found", true), 404],
    ["a method the route has no action for", routeError(405, "Method Not Allowed", true), 405],
    ["a refused body", routeError(415, "Unsupported Media Type"), 415],
  ])("%s is the client's mistake: logged at info", (_, error, status) => {
    expect(logOf(error)).toMatchObject([{ level: 30, status, url: "/nowhere?page=2" }]);
  });

  test("Remix's note about a ?_data request is logged at info", () => {
    const note = new Error(
      "Warning: Single fetch-enabled apps should not be making ?_data requests, this is likely to break in the future",
    );
    expect(logOf(note)).toMatchObject([{ level: 30 }]);
  });

  test("an unexpected error (or a 5xx) is logged at error level", () => {
    expect(logOf(new TypeError("boom"))).toMatchObject([{ level: 50, status: 500 }]);
    expect(logOf(routeError(503, "Service Unavailable"))).toMatchObject([{ level: 50, status: 503 }]);
  });
});
