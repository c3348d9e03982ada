// Pipelines and statuses per company: create, rename, reorder, delete; renaming a status renames it on its cards;
// deleting a status or pipeline that holds cards needs to know where they go.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER, SUPER, startPipelineApi, type PipelineApiContext } from "./support";

let ctx: PipelineApiContext;
let companyId: number;

beforeAll(async () => {
  ctx = await startPipelineApi();
  companyId = ctx.companyIds["Bayside Bakery"];
});
afterAll(() => ctx?.close());

const OWNER_BAYSIDE = "owner@bayside-bakery.test";
type Pipeline = {
  id: number;
  name: string;
  is_default: boolean;
  statuses: { id: number; name: string; card_count?: number }[];
};
const list = async (counts = false) =>
  (await ctx.call(OWNER_BAYSIDE, "GET", `/pipelines?company_id=${companyId}${counts ? "&include_counts=true" : ""}`))
    .body.data as Pipeline[];

describe("pipelines", () => {
  it("are created with the default or given statuses, renamed and reordered", async () => {
    const created = await ctx.call(OWNER_BAYSIDE, "POST", "/pipelines", { company_id: companyId, name: "Bakers" });
    expect(created.status).toBe(201);
    expect(created.body.data.statuses.map((s: { name: string }) => s.name)).toEqual([
      "New",
      "Screening",
      "Interview",
      "Offer",
      "Hired",
      "Not a fit",
    ]);
    const custom = await ctx.call(OWNER_BAYSIDE, "POST", "/pipelines", {
      company_id: companyId,
      name: "Baristas",
      statuses: ["Applied", "Trial shift"],
    });
    expect(custom.body.data.statuses.map((s: { name: string }) => s.name)).toEqual(["Applied", "Trial shift"]);

    const duplicate = await ctx.call(OWNER_BAYSIDE, "POST", "/pipelines", { company_id: companyId, name: "bakers " });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors[0].path).toBe("name");
    const sameStatus = await ctx.call(OWNER_BAYSIDE, "POST", "/pipelines", {
      company_id: companyId,
      name: "X",
      statuses: ["A", "a"],
    });
    expect(sameStatus.status).toBe(422);

    const renamed = await ctx.call(OWNER_BAYSIDE, "PUT", `/pipelines/${custom.body.data.id}`, { name: "Coffee" });
    expect(renamed.body.data.name).toBe("Coffee");

    const before = await list();
    const order = [custom.body.data.id, ...before.map((p) => p.id).filter((id) => id !== custom.body.data.id)];
    const reordered = await ctx.call(OWNER_BAYSIDE, "PUT", "/pipelines/reorder", { company_id: companyId, ids: order });
    expect(reordered.status).toBe(200);
    const after = await list();
    expect(after.map((p) => p.id)).toEqual(order);
    expect(after[0].is_default).toBe(true);
    const partial = await ctx.call(OWNER_BAYSIDE, "PUT", "/pipelines/reorder", {
      company_id: companyId,
      ids: order.slice(1),
    });
    expect(partial.status).toBe(422);
  });

  it("keep a company's cards that name no pipeline on the pipeline that was first when the order changes", async () => {
    const pipelines = await list();
    const first = pipelines[0];
    const [card] = await ctx.cards("Bayside Bakery", first.statuses[0].name, 1, { pipelineId: null });
    await ctx.call(OWNER_BAYSIDE, "PUT", "/pipelines/reorder", {
      company_id: companyId,
      ids: [...pipelines.slice(1).map((p) => p.id), first.id],
    });
    expect((await ctx.state([card])).get(card)!.pipelineId).toBe(first.id);
  });

  it("lose a pipeline that holds cards only when told where the cards go, each into the status of the same name", async () => {
    const source = (
      await ctx.call(OWNER_BAYSIDE, "POST", "/pipelines", {
        company_id: companyId,
        name: "Seasonal",
        statuses: ["New", "Odd one"],
      })
    ).body.data;
    const target = (await list()).find((p) => p.name === "Bakers")!;
    const [kept] = await ctx.cards("Bayside Bakery", "New", 1, { pipelineId: source.id });
    const [odd] = await ctx.cards("Bayside Bakery", "Odd one", 1, { pipelineId: source.id });
    const refused = await ctx.call(OWNER_BAYSIDE, "DELETE", `/pipelines/${source.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].path).toBe("move_to_pipeline_id");
    const deleted = await ctx.call(OWNER_BAYSIDE, "DELETE", `/pipelines/${source.id}?move_to_pipeline_id=${target.id}`);
    expect(deleted.status).toBe(200);
    const state = await ctx.state([kept, odd]);
    expect(state.get(kept)).toMatchObject({ status: "New", pipelineId: target.id });
    expect(state.get(odd)).toMatchObject({ status: "New", pipelineId: target.id });
    expect((await list()).some((p) => p.id === source.id)).toBe(false);
  });

  it("a company keeps at least one pipeline", async () => {
    const harbor = ctx.companyIds["Redwood Realty"];
    const [only] = (await ctx.call(SUPER, "GET", `/pipelines?company_id=${harbor}`)).body.data;
    const res = await ctx.call(SUPER, "DELETE", `/pipelines/${only.id}`);
    expect(res.status).toBe(422);
  });
});

describe("statuses", () => {
  it("are added, renamed (with their cards), reordered and deleted; a status with cards asks where they go", async () => {
    const pipeline = (
      await ctx.call(OWNER_BAYSIDE, "POST", "/pipelines", {
        company_id: companyId,
        name: "Statuses",
        statuses: ["A", "B"],
      })
    ).body.data as Pipeline;
    const added = await ctx.call(OWNER_BAYSIDE, "POST", `/pipelines/${pipeline.id}/statuses`, {
      name: "Between",
      position: 1,
    });
    expect(added.status).toBe(201);
    expect(added.body.data.statuses.map((s: { name: string }) => s.name)).toEqual(["A", "Between", "B"]);
    const [a, between, b] = added.body.data.statuses as { id: number }[];

    const cards = await ctx.cards("Bayside Bakery", "Between", 2, { pipelineId: pipeline.id });
    const renamed = await ctx.call(OWNER_BAYSIDE, "PUT", `/pipelines/${pipeline.id}/statuses/${between.id}`, {
      name: "Trial",
    });
    expect(renamed.body.data.statuses.find((s: { id: number }) => s.id === between.id)).toMatchObject({
      name: "Trial",
      card_count: 2,
    });
    expect([...(await ctx.state(cards)).values()].map((c) => c.status)).toEqual(["Trial", "Trial"]);
    const clash = await ctx.call(OWNER_BAYSIDE, "PUT", `/pipelines/${pipeline.id}/statuses/${between.id}`, {
      name: "a",
    });
    expect(clash.status).toBe(422);

    const reordered = await ctx.call(OWNER_BAYSIDE, "PUT", `/pipelines/${pipeline.id}/statuses/reorder`, {
      ids: [b.id, a.id, between.id],
    });
    expect(reordered.body.data.statuses.map((s: { name: string }) => s.name)).toEqual(["B", "A", "Trial"]);

    const refused = await ctx.call(OWNER_BAYSIDE, "DELETE", `/pipelines/${pipeline.id}/statuses/${between.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: "2 cards are in this status",
      errors: [{ path: "move_to_status_id" }],
    });
    const deleted = await ctx.call(
      OWNER_BAYSIDE,
      "DELETE",
      `/pipelines/${pipeline.id}/statuses/${between.id}?move_to_status_id=${b.id}`,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ moved: 2 });
    expect(
      deleted.body.data.pipeline.statuses.map((s: { name: string; card_count: number }) => [s.name, s.card_count]),
    ).toEqual([
      ["B", 2],
      ["A", 0],
    ]);
    expect([...(await ctx.state(cards)).values()].map((c) => c.status)).toEqual(["B", "B"]);
    // An empty status goes without asking; the last one stays.
    expect((await ctx.call(OWNER_BAYSIDE, "DELETE", `/pipelines/${pipeline.id}/statuses/${a.id}`)).status).toBe(200);
    expect(
      (await ctx.call(OWNER_BAYSIDE, "DELETE", `/pipelines/${pipeline.id}/statuses/${b.id}?move_to_status_id=${b.id}`))
        .status,
    ).toBe(422);
  });

  it("of another company are not found", async () => {
    const [harbor] = (await ctx.call(OWNER, "GET", "/pipelines")).body.data as Pipeline[];
    const res = await ctx.call(OWNER_BAYSIDE, "PUT", `/pipelines/${harbor.id}/statuses/${harbor.statuses[0].id}`, {
      name: "Mine",
    });
    expect(res.status).toBe(404);
  });
});

describe("card counts", () => {
  it("agree across the Pipelines page, the board and the candidate list: archived and test cards are named apart", async () => {
    // Harbor Dental holds no other cards in this file's database.
    const harbor = ctx.companyIds["Harbor Dental"];
    await ctx.cards("Harbor Dental", "New", 3);
    await ctx.cards("Harbor Dental", "New", 1, { archivedAt: new Date() });
    await ctx.cards("Harbor Dental", "New", 1, { isTest: true });

    const [pipeline] = (await ctx.call(OWNER, "GET", `/pipelines?company_id=${harbor}&include_counts=true`)).body.data;
    expect(pipeline).toMatchObject({ card_count: 5, hidden_card_count: 2 });
    expect(pipeline.statuses.find((s: { name: string }) => s.name === "New")).toMatchObject({
      card_count: 5,
      hidden_card_count: 2,
    });
    // The board and the candidate list leave the archived and test cards out by default: 5 - 2 = 3 each.
    const read = await ctx.call(OWNER, "GET", `/survey-results/board?company_id=${harbor}`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const board = read.body.data;
    const column = board.columns.find((c: { status: string }) => c.status === "New");
    expect(column).toMatchObject({ total: 3, all_total: 5 });
    const list = (await ctx.call(OWNER, "GET", `/survey-results/search?company_id=${harbor}`)).body;
    expect(list.meta.total).toBe(3);
  });
});
