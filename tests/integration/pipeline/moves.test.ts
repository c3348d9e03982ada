// Moving cards: the server places them (after/before the cards the mover saw, whatever happened meanwhile), orders a
// column from a possibly partial list, and moves or reorders whole columns as batches that Undo restores exactly.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { surveyResultStatusChanges } from "../../../server/db/schema/index";
import { OWNER, RECRUITER, startPipelineApi, type PipelineApiContext } from "./support";

let ctx: PipelineApiContext;
let pipeline: { id: number; statuses: string[] };

beforeAll(async () => {
  ctx = await startPipelineApi();
  pipeline = await ctx.pipelineOf("Harbor Dental");
});
afterAll(() => ctx?.close());

const put = (path: string, json: unknown, as = OWNER) => ctx.call(as, "PUT", `/survey-results/${path}`, json);

describe("PUT /survey-results/update-status", () => {
  it("moves a card into another column after the card the mover saw, and the order persists", async () => {
    const [a, b, c] = await ctx.cards("Harbor Dental", "Screening", 3); // board order: c, b, a
    const [x] = await ctx.cards("Harbor Dental", "New", 1);
    const res = await put("update-status", {
      id: x,
      status: "Screening",
      pipeline_id: pipeline.id,
      after_id: b,
      before_id: a,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        id: x,
        status: "Screening",
        pipeline_id: pipeline.id,
        column_position: 2,
        previous: expect.objectContaining({ status: "New" }),
      }),
    ]);
    expect(await ctx.column(pipeline.id, "Screening")).toEqual([c, b, x, a]);
    // At the top: after nothing.
    const [y] = await ctx.cards("Harbor Dental", "New", 1);
    await put("update-status", { id: y, status: "Screening", after_id: null, before_id: c });
    expect(await ctx.column(pipeline.id, "Screening")).toEqual([y, c, b, x, a]);
  });

  it("falls back to the other anchor when a card moved away meanwhile", async () => {
    const [a, b] = await ctx.cards("Harbor Dental", "Offer", 2); // b, a
    const [x] = await ctx.cards("Harbor Dental", "New", 1);
    await put("update-status", { id: b, status: "Hired" }); // someone else moved b away
    await put("update-status", { id: x, status: "Offer", after_id: b, before_id: a });
    expect(await ctx.column(pipeline.id, "Offer")).toEqual([x, a]);
  });

  it("moves within a column too, and a card to the end of an ordered column without anchors", async () => {
    const [a, b, c] = await ctx.cards("Harbor Dental", "Interview", 3); // c, b, a
    await put("update-status", { id: c, status: "Interview", after_id: a });
    expect(await ctx.column(pipeline.id, "Interview")).toEqual([b, a, c]);
    const [z] = await ctx.cards("Harbor Dental", "New", 1);
    const stage = await ctx.call(RECRUITER, "PUT", `/candidates/${z}/stage`, { status: "Interview" });
    expect(stage.body.data).toMatchObject({ id: z, status: "Interview", column_position: 3 });
    expect(await ctx.column(pipeline.id, "Interview")).toEqual([b, a, c, z]);
  });
});

describe("PUT /survey-results/update-column-positions", () => {
  it("orders the listed cards within the places they hold, keeping unlisted cards where they are", async () => {
    const [a, b, c, d] = await ctx.cards("Harbor Dental", "Not a fit", 4); // d, c, b, a
    // The mover sees only d, b, a (c is hidden by a filter) and puts a first.
    const res = await put("update-column-positions", { pipeline_id: pipeline.id, status: "Not a fit", ids: [a, d, b] });
    expect(res.status).toBe(200);
    expect(await ctx.column(pipeline.id, "Not a fit")).toEqual([a, c, d, b]);
    expect(res.body.data.order.map((o: { id: number }) => o.id)).toEqual([a, c, d, b]);
    // A listed card that left the column meanwhile is skipped, not pulled back.
    await put("update-status", { id: d, status: "Hired" });
    const stale = await put("update-column-positions", {
      pipeline_id: pipeline.id,
      status: "Not a fit",
      ids: [d, b, a, c],
    });
    expect(stale.body.data.skipped).toEqual([d]);
    expect(await ctx.column(pipeline.id, "Not a fit")).toEqual([b, a, c]);
  });
});

describe("move all, clear order, undo", () => {
  it("moves every card of a status after the target's cards, and Undo restores statuses, order and days", async () => {
    const p = await ctx.call(OWNER, "POST", "/pipelines", {
      company_id: ctx.companyIds["Harbor Dental"],
      name: "Move-all board",
      statuses: ["One", "Two"],
    });
    const pid = p.body.data.id as number;
    const ones = await ctx.cards("Harbor Dental", "One", 3, { pipelineId: pid });
    const twos = await ctx.cards("Harbor Dental", "Two", 2, { pipelineId: pid });
    await put("update-column-positions", { pipeline_id: pid, status: "One", ids: [ones[0], ones[2], ones[1]] });
    const oneBefore = await ctx.column(pid, "One");
    const twoBefore = await ctx.column(pid, "Two");
    const stateBefore = await ctx.state([...ones, ...twos]);

    const moved = await put("move-all-of-status-to-new-status", { pipeline_id: pid, status: "One", new_status: "Two" });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ moved: 3, batch_id: expect.any(String) });
    expect(await ctx.column(pid, "One")).toEqual([]);
    expect(await ctx.column(pid, "Two")).toEqual([...twoBefore, ...oneBefore]);
    expect(
      await ctx.database.db
        .select()
        .from(surveyResultStatusChanges)
        .where(eq(surveyResultStatusChanges.surveyResultId, ones[0])),
    ).toHaveLength(1);

    const undo = await put("undo-batch", { batch_id: moved.body.data.batch_id });
    expect(undo.status).toBe(200);
    expect(undo.body.data).toEqual({ restored: 5, skipped: [] });
    expect(await ctx.column(pid, "One")).toEqual(oneBefore);
    expect(await ctx.column(pid, "Two")).toEqual(twoBefore);
    expect(await ctx.state([...ones, ...twos])).toEqual(stateBefore);
    expect(
      await ctx.database.db
        .select()
        .from(surveyResultStatusChanges)
        .where(eq(surveyResultStatusChanges.surveyResultId, ones[0])),
    ).toHaveLength(0);

    const again = await put("undo-batch", { batch_id: moved.body.data.batch_id });
    expect(again.status).toBe(409);
  });

  it("Undo leaves alone a card someone moved elsewhere after the batch", async () => {
    const [a, b] = await ctx.cards("Harbor Dental", "Hired", 2);
    const moved = await put("move-all-of-status-to-new-status", {
      pipeline_id: pipeline.id,
      status: "Hired",
      new_status: "Not a fit",
    });
    await put("update-status", { id: a, status: "Offer" });
    const undo = await put("undo-batch", { batch_id: moved.body.data.batch_id });
    expect(undo.body.data.skipped).toContain(a);
    const state = await ctx.state([a, b]);
    expect(state.get(a)!.status).toBe("Offer");
    expect(state.get(b)!.status).toBe("Hired");
  });

  it("clears a column's manual order, and Undo brings it back", async () => {
    const p = await ctx.call(OWNER, "POST", "/pipelines", {
      company_id: ctx.companyIds["Harbor Dental"],
      name: "Clear board",
      statuses: ["Only"],
    });
    const pid = p.body.data.id as number;
    const [a, b, c] = await ctx.cards("Harbor Dental", "Only", 3, { pipelineId: pid });
    await put("update-column-positions", { pipeline_id: pid, status: "Only", ids: [a, b, c] });
    expect(await ctx.column(pid, "Only")).toEqual([a, b, c]);
    const cleared = await put("clear-column-positions-of-status", { pipeline_id: pid, status: "Only" });
    expect(cleared.body.data).toMatchObject({ changed: 3 });
    expect(await ctx.column(pid, "Only")).toEqual([c, b, a]);
    await put("undo-batch", { batch_id: cleared.body.data.batch_id });
    expect(await ctx.column(pid, "Only")).toEqual([a, b, c]);
    // Nothing to clear: no batch.
    await put("clear-column-positions-of-status", { pipeline_id: pid, status: "Only" });
    const none = await put("clear-column-positions-of-status", { pipeline_id: pid, status: "Only" });
    expect(none.body.data).toEqual({ batch_id: null, changed: 0 });
  });
});
