import { describe, expect, it } from "vitest";
import { pendingWork } from "./ProgressBar";

const idle = { state: "idle" } as const;

describe("the navigation progress bar's work", () => {
  it("is nothing while everything is idle", () => {
    expect(pendingWork(idle, [])).toBeNull();
    expect(pendingWork(idle, [idle, idle])).toBeNull();
  });

  it("is loading for a link or a GET form (a search)", () => {
    expect(pendingWork({ state: "loading" }, [])).toBe("loading");
    expect(pendingWork({ state: "loading", formMethod: "GET" }, [])).toBe("loading");
  });

  it("is saving for a posted form, also while the page reloads after it", () => {
    expect(pendingWork({ state: "submitting", formMethod: "POST" }, [])).toBe("saving");
    expect(pendingWork({ state: "loading", formMethod: "POST" }, [])).toBe("saving");
    expect(pendingWork(idle, [{ state: "submitting", formMethod: "DELETE" }])).toBe("saving");
    expect(pendingWork(idle, [{ state: "loading", formMethod: "post" }])).toBe("saving");
  });

  it("leaves out fetchers that only load data in the background", () => {
    expect(pendingWork(idle, [{ state: "loading" }])).toBeNull();
    expect(pendingWork(idle, [{ state: "submitting", formMethod: "GET" }])).toBeNull();
  });
});
