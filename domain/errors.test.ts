import { STATUS_CODES } from "node:http";
import { describe, expect, it } from "vitest";
import { apiErrorMessages, ERRORS, errorMessage, fieldErrorMessages, statusName } from "./errors";

describe("error catalogue (spec §8)", () => {
  it("holds the spec's exact words", () => {
    expect(Object.fromEntries(Object.entries(ERRORS).map(([code, e]) => [code, e.message]))).toEqual({
      GENERIC_ERROR: "Something went wrong. Please try again.",
      LOGIN_INVALID: "Invalid email or password",
      LOGIN_ATTEMPTS_EXCEEDED: "Password attempts exceeded. Please try again later.",
      RESET_ATTEMPTS_EXCEEDED:
        "You've reached the maximum number of attempts for now. Please take a short break and try again later. Thanks for your patience!",
      RESET_INVALID_EMAIL: "Invalid email",
      PROFILE_ERROR_STATUS: "Error status",
      PROFILE_NO_USER: "No user found",
      CHAT_NOT_FOUND: "Chat not found",
      // The product's own additions.
      AI_UNAVAILABLE: "The AI service did not answer. Please try again in a moment.",
      TOO_MANY_POSTS: "Too many attempts from your network. Please wait a few minutes and try again.",
      CONCURRENT_CHANGE: "Someone made the same change at the same moment. Please reload the page to see it.",
      DATABASE_UNAVAILABLE:
        "The service is briefly unavailable. Nothing you typed has been lost: please wait a moment and try again.",
      FORM_MALFORMED: "The form arrived incomplete or damaged, so nothing was saved. Please send it again.",
      FORM_WRONG_CONTENT_TYPE:
        "This page accepts its own form only, so nothing was saved. Please use the form on the page.",
    });
  });

  it("gives the generic network failure status 500", () => {
    expect(ERRORS.GENERIC_ERROR.status).toBe(500);
    expect(errorMessage("GENERIC_ERROR")).toBe("Something went wrong. Please try again.");
    expect(errorMessage("CHAT_NOT_FOUND")).toBe("Chat not found");
  });
});

describe("statusName", () => {
  it("names the statuses the product meets", () => {
    expect(statusName(400)).toBe("Bad Request");
    expect(statusName(401)).toBe("Unauthorized");
    expect(statusName(403)).toBe("Forbidden");
    expect(statusName(404)).toBe("Not Found");
    expect(statusName(409)).toBe("Conflict");
    expect(statusName(422)).toBe("Unprocessable Entity");
    expect(statusName(429)).toBe("Too Many Requests");
    expect(statusName(500)).toBe("Internal Server Error");
    expect(statusName(502)).toBe("Bad Gateway");
    expect(statusName(503)).toBe("Service Unavailable");
    expect(statusName(504)).toBe("Gateway Timeout");
  });

  it("agrees with Node's table of standard names for every status it knows", () => {
    const codes = Object.keys(STATUS_CODES).map(Number);
    expect(codes.length).toBeGreaterThan(50);
    for (const code of codes) expect(statusName(code), String(code)).toBe(STATUS_CODES[code]);
  });

  it("falls back to the status class for unregistered codes", () => {
    expect(statusName(499)).toBe("Client Error");
    expect(statusName(599)).toBe("Server Error");
    expect(statusName(0)).toBe("Error");
    expect(statusName(700)).toBe("Error");
  });
});

describe("fieldErrorMessages", () => {
  it("turns each field problem into 'path: message', in order", () => {
    const body = {
      message: "Bad Request",
      errors: [
        { path: "first", message: "Required" },
        { path: "user_events.0.timestamp", message: "Invalid date" },
      ],
    };
    expect(fieldErrorMessages(body)).toEqual(["first: Required", "user_events.0.timestamp: Invalid date"]);
  });

  it("joins array paths and drops the path of whole-body problems", () => {
    expect(
      fieldErrorMessages({
        errors: [
          { path: ["company", "name"], message: "Too long" },
          { path: "(body)", message: "is not valid JSON" },
          { path: "", message: "Nothing to update" },
        ],
      }),
    ).toEqual(["company.name: Too long", "is not valid JSON", "Nothing to update"]);
  });

  it("gives no messages for anything that is not an error list", () => {
    for (const body of [undefined, null, "oops", 42, {}, { errors: "no" }, { errors: [null, 3, { path: "a" }] }]) {
      expect(fieldErrorMessages(body)).toEqual([]);
    }
  });
});

describe("apiErrorMessages", () => {
  const body = { errors: [{ path: "email", message: "Invalid email address" }] };

  it("lists field problems for 400 and 422", () => {
    expect(apiErrorMessages(400, body)).toEqual(["email: Invalid email address"]);
    expect(apiErrorMessages(422, body)).toEqual(["email: Invalid email address"]);
  });

  it("uses the status name for a 400 without field problems and for other statuses", () => {
    expect(apiErrorMessages(400, { message: "Bad Request", errors: [] })).toEqual(["Bad Request"]);
    expect(apiErrorMessages(409, body)).toEqual(["Conflict"]);
    expect(apiErrorMessages(403)).toEqual(["Forbidden"]);
  });

  it("uses the generic message for network failures and 500", () => {
    expect(apiErrorMessages(undefined)).toEqual(["Something went wrong. Please try again."]);
    expect(apiErrorMessages(0)).toEqual(["Something went wrong. Please try again."]);
    expect(apiErrorMessages(500, { message: "Internal Server Error" })).toEqual([
      "Something went wrong. Please try again.",
    ]);
  });
});
