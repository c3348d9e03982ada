import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { describeRouteError } from "./RouteErrorPage";

const response = (status: number, data: unknown = null) => new ErrorResponse(status, "", data);

describe("describeRouteError", () => {
  it("says a missing page was not found", () => {
    expect(describeRouteError(response(404, "Not Found"))).toEqual({
      status: 404,
      title: "Page not found",
      message: "The page you are looking for does not exist or has moved.",
    });
  });

  it("names other statuses by their standard names", () => {
    expect(describeRouteError(response(403)).title).toBe("Forbidden");
    expect(describeRouteError(response(401)).title).toBe("Unauthorized");
    expect(describeRouteError(response(409)).title).toBe("Conflict");
    expect(describeRouteError(response(502)).title).toBe("Bad Gateway");
  });

  it("says a 503 is brief and that nothing typed was lost", () => {
    expect(describeRouteError(response(503, "Service Unavailable"))).toEqual({
      status: 503,
      title: "Briefly unavailable",
      message:
        "The service is briefly unavailable. Nothing you typed has been lost: please wait a moment and try again.",
    });
  });

  it("treats a thrown exception as a 500 with the generic message and no details", () => {
    const description = describeRouteError(new Error("db password is hunter2\n    at stack.ts:1"));
    expect(description).toEqual({
      status: 500,
      title: "Internal Server Error",
      message: "Something went wrong. Please try again.",
    });
    expect(JSON.stringify(description)).not.toContain("hunter2");
  });

  it("passes on catalogue messages only, never other response text", () => {
    expect(describeRouteError(response(404, "Chat not found")).message).toBe("Chat not found");
    expect(describeRouteError(response(500, "SELECT * FROM users failed")).message).toBe(
      "Something went wrong. Please try again.",
    );
  });
});
