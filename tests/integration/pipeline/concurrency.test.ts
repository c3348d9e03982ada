// Two (or twenty) people moving cards of the same column at the same time: whatever order the server runs their
// requests in, every card ends up exactly once, in one column, with a place of its own. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL (where the requests really run in parallel on several connections).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { surveyResults } from "../../../server/db/schema/index";
import { OWNER, RECRUITER, startPipelineApi, type PipelineApiContext } from "./support";

let ctx: PipelineApiContext;
let pipelineId: number;

beforeAll(async () => {
  ctx = await startPipelineApi();
  const p = await ctx.call(OWNER, "POST", "/pipelines", {
    company_id: ctx.companyIds["Harbor Dental"],
    name: "Busy board",
    statuses: ["Left", "Right"],
  });
  pipelineId = p.body.data.id;
});
afterAll(() => ctx?.close());

/** A deterministic shuffle (so a failure can be replayed). */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

async function expectEveryCardOnce(ids: number[]) {
  const rows = await ctx.database.db
    .select({ id: surveyResults.id, status: surveyResults.status, position: surveyResults.columnPosition })
    .from(surveyResults)
    .where(and(eq(surveyResults.pipelineId, pipelineId)));
  expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  const left = await ctx.column(pipelineId, "Left");
  const right = await ctx.column(pipelineId, "Right");
  expect([...left, ...right].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  // Within a column, every placed card has a place of its own.
  for (const status of ["Left", "Right"]) {
    const placed = rows.filter((r) => r.status === status && r.position !== null).map((r) => r.position);
    expect(new Set(placed).size, `distinct positions in ${status}`).toBe(placed.length);
  }
}

describe("concurrent moves of the same column", () => {
  it("end with every card exactly once", async () => {
    const ids = await ctx.cards("Harbor Dental", "Left", 24, { pipelineId });
    const requests: Promise<{ status: number }>[] = [];
    for (let i = 0; i < 40; i++) {
      const as = i % 2 ? OWNER : RECRUITER;
      const card = ids[(i * 7) % ids.length];
      const anchor = ids[(i * 11 + 3) % ids.length];
      switch (i % 4) {
        case 0: // reorder the whole column from a stale view
          requests.push(
            ctx.call(as, "PUT", "/survey-results/update-column-positions", {
              pipeline_id: pipelineId,
              status: "Left",
              ids: shuffled(ids, i + 1),
            }),
          );
          break;
        case 1: // reorder part of it
          requests.push(
            ctx.call(as, "PUT", "/survey-results/update-column-positions", {
              pipeline_id: pipelineId,
              status: "Left",
              ids: shuffled(ids, i).slice(0, 8),
            }),
          );
          break;
        case 2: // move a card across, next to a card that may itself be moving
          requests.push(
            ctx.call(as, "PUT", "/survey-results/update-status", {
              id: card,
              status: "Right",
              pipeline_id: pipelineId,
              after_id: anchor,
            }),
          );
          break;
        case 3: // and back, within the column's order
          requests.push(
            ctx.call(as, "PUT", "/survey-results/update-status", {
              id: anchor,
              status: "Left",
              pipeline_id: pipelineId,
              before_id: card,
            }),
          );
          break;
      }
    }
    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    await expectEveryCardOnce(ids);
  });

  it("a move-all racing single moves and reorders loses nothing either", async () => {
    const ids = (
      await ctx.database.db
        .select({ id: surveyResults.id })
        .from(surveyResults)
        .where(eq(surveyResults.pipelineId, pipelineId))
    ).map((r) => r.id);
    const requests = [
      ctx.call(OWNER, "PUT", "/survey-results/move-all-of-status-to-new-status", {
        pipeline_id: pipelineId,
        status: "Left",
        new_status: "Right",
      }),
      ...ids.slice(0, 6).map((id, i) =>
        ctx.call(RECRUITER, "PUT", "/survey-results/update-status", {
          id,
          status: i % 2 ? "Left" : "Right",
          pipeline_id: pipelineId,
          after_id: ids[i + 6],
        }),
      ),
      ctx.call(RECRUITER, "PUT", "/survey-results/update-column-positions", {
        pipeline_id: pipelineId,
        status: "Right",
        ids: shuffled(ids, 99),
      }),
      ctx.call(OWNER, "PUT", "/survey-results/clear-column-positions-of-status", {
        pipeline_id: pipelineId,
        status: "Left",
      }),
    ];
    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    await expectEveryCardOnce(ids);
  });
});
