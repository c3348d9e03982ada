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

describe("loggableUrl and a person's keys", () => {
  const uuid = "3f2a9c1e-8b7d-4e6f-a5b4-c3d2e1f0a9b8";
  test("masks assessment UUIDs in the path and in query values", () => {
    const logged = loggableUrl(`/survey/take?id=${uuid}&page=3`);
    expect(logged).not.toContain(uuid);
    expect(logged).toContain("page=3");
    expect(loggableUrl(`/api/v2/surveys/${uuid}/answers`)).toBe("/api/v2/surveys/[uuid]/answers");
  });
  test("masks a shared report's encrypted payload in the path", () => {
    const payload = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..dGhpc2lzYW5pdg.Y2lwaGVydGV4dA.dGFn";
    expect(loggableUrl(`/shared/report/${payload}`)).toBe("/shared/report/[token]");
    expect(loggableUrl(`/api/v2/survey-results/public/report?payload=${payload}`)).not.toContain(payload);
    expect(loggableUrl("/survey-results/12/growth")).toBe("/survey-results/12/growth");
    expect(loggableUrl("/assets/entry.client-B8vjCLn5.js")).toBe("/assets/entry.client-B8vjCLn5.js");
  });
});
