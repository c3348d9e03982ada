// The coaching brand ships no jobs (spec §6): its API answers 404 to every jobs route, public or not, for anyone.
// `~brand` is swapped for the coaching brand in this file, as BRAND=coaching does for a build.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startJobsApi, SUPER, type JobsApiContext } from "./support";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

let ctx: JobsApiContext;
beforeAll(async () => {
  ctx = await startJobsApi();
});
afterAll(() => ctx?.close());

describe("the coaching brand's API", () => {
  it("refuses every jobs call with 404", async () => {
    const brand = (await import("~brand")).default;
    expect(brand.features.jobs).toBe(false);
    const uuid = "00000000-0000-4000-8000-000000000000";
    for (const [method, path] of [
      ["GET", "/jobs/search"],
      ["GET", "/jobs"],
      ["POST", "/jobs"],
      ["GET", "/jobs/1"],
      ["PUT", "/jobs/1"],
      ["DELETE", "/jobs/1"],
      ["POST", "/jobs/1/duplicate"],
      ["DELETE", "/jobs/1/archive"],
      ["POST", "/jobs/1/import-candidates/upload-presigned-url"],
      ["GET", "/jobs/1/import-candidates/status"],
      ["POST", "/jobs/1/import-candidates/confirm"],
      ["POST", "/jobs/generate"],
      ["POST", "/jobs/ads/generate"],
      ["DELETE", "/jobs/clean-tests"],
      ["GET", "/jobs/public"],
      ["GET", "/companies/public"],
      ["GET", `/jobs/public/${uuid}/details`],
      ["POST", `/jobs/public/${uuid}/apply`],
      ["GET", "/job-application-templates"],
      ["POST", "/job-application-templates"],
      ["DELETE", "/job-application-templates/clean-tests"],
      ["GET", "/job-application-responses"],
      ["GET", `/job-application-responses/candidate?candidate_reference=${uuid}`],
      ["PUT", "/job-application-responses/submit"],
      ["POST", "/job-application-responses/resume/upload-presigned-url"],
    ] as const) {
      const json = method === "GET" ? undefined : {};
      expect((await ctx.api.fetch(path, { as: SUPER, method, json })).status, `${method} ${path}`).toBe(404);
      expect((await ctx.api.fetch(path, { method, json })).status, `${method} ${path} anonymous`).toBe(404);
    }
    expect((await ctx.api.fetch("/users/profile", { as: SUPER })).status).toBe(200);
  });
});
