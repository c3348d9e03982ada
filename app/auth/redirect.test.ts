import { describe, expect, it } from "vitest";
import { loginPathFor, safeRedirectPath } from "./redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/candidates?page=2", "/candidates?page=2"],
    ["/survey-results/12#notes", "/survey-results/12#notes"],
  ])("keeps same-origin path %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "candidates",
    "",
    null,
    "/\u0000x",
    // Dot segments that collapse into a protocol-relative URL (once, signed in, this left the site).
    "/..//evil.example",
    "/./..//evil.example/x",
    "/%2e%2e//evil.example",
  ])("ignores %s", (input) => {
    expect(safeRedirectPath(input as string)).toBe("/");
  });
});

describe("loginPathFor", () => {
  it("carries the current path in redirect_to", () => {
    expect(loginPathFor(new URL("http://x/candidates?q=a b"))).toBe("/login?redirect_to=%2Fcandidates%3Fq%3Da%2520b");
  });
  it("sends root visitors to /login without redirect_to", () => {
    expect(loginPathFor(new URL("http://x/"))).toBe("/login");
  });
});
