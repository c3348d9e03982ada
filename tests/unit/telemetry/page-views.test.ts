import { describe, expect, it } from "vitest";
import { pageNameOf, pageViewPath } from "../../../app/telemetry/effects";

describe("a page view's name and path", () => {
  it("names a page by its registered title and keeps an ordinary path", () => {
    expect(pageNameOf("/survey-results/12/growth")).toBe("Growth report");
    expect(pageViewPath("/survey-results/12/growth")).toBe("/survey-results/12/growth");
  });

  it("never sends a shared link's secret payload, only the registered path", () => {
    const payload = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..aXY.Y2lwaGVy.dGFn";
    expect(pageViewPath(`/shared/report/${payload}`)).toBe("/shared/report/{payload}");
    expect(pageNameOf(`/shared/report/${payload}`)).toBe("Shared growth report");
  });
});
