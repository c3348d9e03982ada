// The demo jobs seed: a shared template and a few jobs, the published ones on the public job board.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../../api/db/seed";
import { jobsSeed } from "../../../api/db/seed-jobs";
import { call, startJobsApi, SUPER, type JobsApiContext } from "./support";

let ctx: JobsApiContext;
beforeAll(async () => {
  ctx = await startJobsApi();
  expect(await seed(ctx.database.db, [jobsSeed])).toEqual(["seed:jobs:v1"]);
});
afterAll(() => ctx?.close());

describe("jobsSeed", () => {
  it("seeds jobs in several statuses with a template, published ones open for applications", async () => {
    const all = await call(ctx, "/jobs/search?limit=100", { as: SUPER });
    expect(all.data.map((j: { title: string; status: string }) => `${j.title}: ${j.status}`).sort()).toEqual([
      "Dental Assistant: published",
      "Personal Trainer: published",
      "Receptionist: draft",
      "Warehouse Associate: closed",
    ]);
    expect(all.data.every((j: { template: { name: string } }) => j.template.name === "Standard application")).toBe(
      true,
    );
    const board = await call(ctx, "/jobs/public");
    expect(board.data.map((j: { title: string }) => j.title).sort()).toEqual(["Dental Assistant", "Personal Trainer"]);
    const details = await call(ctx, `/jobs/public/${board.data[0].uuid}/details`);
    expect(details.data.questions).toHaveLength(6);
    // Seeding again does nothing.
    expect(await seed(ctx.database.db, [jobsSeed])).toEqual([]);
  });
});
