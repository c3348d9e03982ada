// The pipeline pages' actions parse what they receive before anything reaches the API, and answer ActionResults.
import { describe, expect, it, vi } from "vitest";
import type { UserProfile } from "~domain/profile";
import { ApiRequestError, type ApiClient } from "~/api/client.server";
import { boardContract, pipelinesContract } from "../../api/pipeline/contract";
import { boardAction } from "./board.server";
import { pipelinesAction } from "./pipelines.server";

const profile = { permissions: { can_view_hiring_pipeline: true } } as UserProfile;
const apiAnswering = (answer: () => unknown) => {
  const call = vi.fn(async () => answer());
  return { api: { call } as unknown as ApiClient, call };
};
const formRequest = (fields: Record<string, string>) =>
  new Request("http://app.test/pipelines", { method: "POST", body: new URLSearchParams(fields) });
const jsonRequest = (body: unknown) =>
  new Request("http://app.test/hiring-pipeline", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the pipelines page's action", () => {
  it("sends a parsed form to the API and says what it did", async () => {
    const { api, call } = apiAnswering(() => ({ data: [] }));
    const result = await pipelinesAction(formRequest({ intent: "reorder-statuses", pipelineId: "4", ids: "3,1,2" }), {
      api,
      profile,
    });
    expect(result).toMatchObject({ ok: true, intent: "reorder-statuses", message: "Statuses reordered." });
    expect(call).toHaveBeenCalledWith(pipelinesContract.reorderStatuses, {
      params: { id: 4 },
      body: { ids: [3, 1, 2] },
    });
  });

  it("refuses a form it cannot read without calling the API; a name's problem is the name field's", async () => {
    const { api, call } = apiAnswering(() => ({ data: {} }));
    const missing = await pipelinesAction(formRequest({ intent: "add-status", pipelineId: "4", name: " " }), {
      api,
      profile,
    });
    expect(missing).toMatchObject({ ok: false, fieldErrors: { name: "Name is required" }, formErrors: [] });
    const foreign = await pipelinesAction(formRequest({ intent: "drop-tables" }), { api, profile });
    expect(foreign).toMatchObject({ ok: false, fieldErrors: {} });
    expect(call).not.toHaveBeenCalled();
  });

  it("asks where the cards go when a delete finds cards (409)", async () => {
    const { api } = apiAnswering(() => {
      throw new ApiRequestError(409, "2 cards are in this status", [{ path: "move_to_status_id", message: "x" }]);
    });
    const result = await pipelinesAction(formRequest({ intent: "delete-status", pipelineId: "4", statusId: "9" }), {
      api,
      profile,
    });
    expect(result).toMatchObject({
      ok: false,
      formErrors: [],
      fieldErrors: { moveTo: "2 cards are in this status: choose where they go." },
      values: { intent: "delete-status", pipelineId: "4", statusId: "9" },
    });
  });
});

describe("the board's action", () => {
  it("checks its JSON body before calling the API", async () => {
    const { api, call } = apiAnswering(() => ({ data: { batch_id: "b", changed: 3, moved: 3 } }));
    const moved = await boardAction(
      jsonRequest({ intent: "move-all", pipelineId: 2, status: "New", newStatus: "Offer" }),
      { api, profile },
    );
    expect(moved).toMatchObject({ ok: true, message: "Moved 3 cards from New to Offer.", data: { batchId: "b" } });
    expect(call).toHaveBeenCalledWith(boardContract.moveAll, {
      body: { pipeline_id: 2, status: "New", new_status: "Offer" },
    });

    call.mockClear();
    const bad = await boardAction(
      jsonRequest({ intent: "move-all", pipelineId: "x", status: "", newStatus: "Offer" }),
      {
        api,
        profile,
      },
    );
    expect(bad).toMatchObject({ ok: false, intent: "move-all" });
    expect(bad.ok ? [] : bad.formErrors.map((m) => m.split(":")[0]).sort()).toEqual(["pipelineId", "status"]);
    expect(call).not.toHaveBeenCalled();
  });
});
