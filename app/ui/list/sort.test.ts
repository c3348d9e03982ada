import { describe, expect, it } from "vitest";
import { ariaSort, nextSort, type SortState } from "./sort";

describe("sortable headers", () => {
  it("cycle the sorted column between ascending and descending; the others say none", () => {
    let state: SortState = { column: "created_at", direction: "desc" };
    expect(ariaSort(state, "name")).toBe("none");
    expect(ariaSort(state, "created_at")).toBe("descending");

    state = nextSort(state, "name");
    expect(state).toEqual({ column: "name", direction: "asc" });
    expect(ariaSort(state, "name")).toBe("ascending");
    expect(ariaSort(state, "created_at")).toBe("none");

    state = nextSort(state, "name");
    expect(ariaSort(state, "name")).toBe("descending");
    state = nextSort(state, "name");
    expect(ariaSort(state, "name")).toBe("ascending");
  });

  it("start a column on its own first order", () => {
    expect(nextSort({ column: "name", direction: "asc" }, "updated_at", "desc")).toEqual({
      column: "updated_at",
      direction: "desc",
    });
  });

  it("say none everywhere when the list's sort is no column of the table", () => {
    expect(ariaSort({ column: null, direction: "asc" }, "name")).toBe("none");
  });
});
