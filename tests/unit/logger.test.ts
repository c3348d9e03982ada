import { describe, expect, test } from "vitest";
import { loggableUrl } from "../../server/logger";

describe("loggableUrl", () => {
  test("masks query values whose names suggest a secret", () => {
    const logged = loggableUrl("/idp/cb?code=abc123&state=s3cr3t&token=t0k&page=2");
    expect(logged).not.toMatch(/abc123|s3cr3t|t0k/);
    expect(new URLSearchParams(logged.split("?")[1]).get("code")).toBe("[redacted]");
    expect(logged).toContain("page=2");
  });

  test("leaves a path without a query alone", () => {
    expect(loggableUrl("/login")).toBe("/login");
  });
});
