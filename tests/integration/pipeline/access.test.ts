// Who may use the hiring pipeline: without can_view_hiring_pipeline every board route and every pipeline change is
// refused (403); a company's user never reaches another company's cards or pipelines (404), whatever the route.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACME_OWNER,
  NO_PERMISSION,
  OWNER,
  RECRUITER,
  SUPER,
  startPipelineApi,
  type PipelineApiContext,
} from "./support";

let ctx: PipelineApiContext;
let harbor: { id: number; statuses: string[] };
let acme: { id: number; statuses: string[] };
let harborCards: number[];
let acmeCards: number[];

beforeAll(async () => {
  ctx = await startPipelineApi();
  harbor = await ctx.pipelineOf("Harbor Dental");
  acme = await ctx.pipelineOf("Acme Logistics");
  harborCards = await ctx.cards("Harbor Dental", "New", 3);
  acmeCards = await ctx.cards("Acme Logistics", "New", 3);
});
afterAll(() => ctx?.close());

describe("without can_view_hiring_pipeline", () => {
  it("every board and pipeline-changing route answers 403", async () => {
    const calls: [string, string, unknown?][] = [
      ["GET", "/survey-results/board"],
      ["PUT", "/survey-results/update-status", { id: harborCards[0], status: "Screening" }],
      ["PUT", "/survey-results/update-column-positions", { pipeline_id: harbor.id, status: "New", ids: harborCards }],
      ["PUT", "/survey-results/clear-column-positions-of-status", { pipeline_id: harbor.id, status: "New" }],
      [
        "PUT",
        "/survey-results/move-all-of-status-to-new-status",
        { pipeline_id: harbor.id, status: "New", new_status: "Offer" },
      ],
      ["PUT", "/survey-results/undo-batch", { batch_id: "00000000-0000-4000-8000-000000000000" }],
      ["PUT", `/candidates/${harborCards[0]}/stage`, { status: "Screening" }],
      ["POST", "/pipelines", { company_id: ctx.companyIds["Harbor Dental"], name: "Nope" }],
      ["PUT", `/pipelines/${harbor.id}`, { name: "Nope" }],
      ["DELETE", `/pipelines/${harbor.id}`],
      ["POST", `/pipelines/${harbor.id}/statuses`, { name: "Nope" }],
    ];
    for (const [method, path, json] of calls) {
      const res = await ctx.call(NO_PERMISSION, method, path, json);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // Nothing changed.
    const state = await ctx.state(harborCards);
    expect([...state.values()].every((c) => c.status === "New")).toBe(true);
  });

  it("may still read the company's pipelines (the candidate list filters by status)", async () => {
    const res = await ctx.call(NO_PERMISSION, "GET", "/pipelines");
    expect(res.status).toBe(200);
    expect(res.body.data[0].statuses.map((s: { name: string }) => s.name)).toEqual(harbor.statuses);
  });

  it("a super admin acting as that user is refused too", async () => {
    const [{ id }] = (await ctx.call(SUPER, "GET", "/users/search?search=user%40harbor-dental.test")).body.data;
    const res = await ctx.api.fetch("/survey-results/board", { as: SUPER, proxyUserId: id });
    expect(res.status).toBe(403);
  });
});

describe("another company's cards and pipelines", () => {
  it("cannot be moved, ordered or read by a company user (404), and stay where they are", async () => {
    const attempts: [string, string, unknown?][] = [
      ["PUT", "/survey-results/update-status", { id: acmeCards[0], status: "Screening" }],
      ["PUT", "/survey-results/update-status", { ids: [harborCards[0], acmeCards[0]], status: "Screening" }],
      ["PUT", `/candidates/${acmeCards[0]}/stage`, { status: "Screening" }],
      ["PUT", "/survey-results/update-column-positions", { pipeline_id: acme.id, status: "New", ids: acmeCards }],
      [
        "PUT",
        "/survey-results/update-column-positions",
        { pipeline_id: harbor.id, status: "New", ids: [acmeCards[0], harborCards[0]] },
      ],
      ["PUT", "/survey-results/clear-column-positions-of-status", { pipeline_id: acme.id, status: "New" }],
      [
        "PUT",
        "/survey-results/move-all-of-status-to-new-status",
        { pipeline_id: acme.id, status: "New", new_status: "Offer" },
      ],
      ["PUT", "/survey-results/update-status", { id: harborCards[0], status: "Screening", pipeline_id: acme.id }],
      ["GET", `/survey-results/board?company_id=${ctx.companyIds["Acme Logistics"]}`],
      ["GET", `/survey-results/board?pipeline_id=${acme.id}`],
      ["GET", "/survey-results/board?location_id=ghl-acme-301"],
      ["GET", `/pipelines?company_id=${ctx.companyIds["Acme Logistics"]}`],
      ["PUT", `/pipelines/${acme.id}`, { name: "Mine now" }],
      ["DELETE", `/pipelines/${acme.id}`],
    ];
    for (const [method, path, json] of attempts) {
      const res = await ctx.call(OWNER, method, path, json);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const state = await ctx.state([...acmeCards, ...harborCards]);
    expect([...state.values()].every((c) => c.status === "New" && c.columnPosition === null)).toBe(true);
    const acmeBoard = await ctx.call(ACME_OWNER, "GET", "/survey-results/board");
    expect(acmeBoard.body).toMatchObject({ data: { company: { name: "Acme Logistics" } } });
  });

  it("an undo of another company's batch is not found", async () => {
    const moved = await ctx.call(ACME_OWNER, "PUT", "/survey-results/move-all-of-status-to-new-status", {
      pipeline_id: acme.id,
      status: "New",
      new_status: "Screening",
    });
    expect(moved.status).toBe(200);
    const undo = await ctx.call(RECRUITER, "PUT", "/survey-results/undo-batch", { batch_id: moved.body.data.batch_id });
    expect(undo.status).toBe(404);
    const own = await ctx.call(ACME_OWNER, "PUT", "/survey-results/undo-batch", { batch_id: moved.body.data.batch_id });
    expect(own.status).toBe(200);
  });

  it("a super admin may move any company's card", async () => {
    const res = await ctx.call(SUPER, "PUT", `/candidates/${acmeCards[1]}/stage`, { status: "Interview" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: acmeCards[1], status: "Interview", previous: { status: "New" } });
  });
});

describe("bad input", () => {
  it("answers 400 with field paths, and 422 for a status the pipeline does not have", async () => {
    const bad = await ctx.call(OWNER, "PUT", "/survey-results/update-status", { id: "x", status: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["id", "status"]);
    const unknown = await ctx.call(OWNER, "PUT", "/survey-results/update-status", {
      id: harborCards[0],
      status: "Nowhere",
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].path).toBe("status");
    const dates = await ctx.call(OWNER, "GET", "/survey-results/board?start_date=2026-05-02&end_date=2026-05-01");
    expect(dates.status).toBe(400);
    expect(dates.body.errors[0].path).toBe("end_date");
  });
});
