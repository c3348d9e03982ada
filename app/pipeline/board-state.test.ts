import { describe, expect, it } from "vitest";
import { appendPage, applyDrop, mergeColumns, statusesOf, type BoardCard, type BoardColumn } from "./board-state";

const card = (id: number, status: string): BoardCard => ({
  id,
  first: `F${id}`,
  last: `L${id}`,
  role_name: "Role",
  location: null,
  department: null,
  status,
  column_position: null,
  is_test: false,
  archived: false,
  submitted: true,
  created_at: "2026-01-01T00:00:00.000Z",
  status_since: "2026-01-01T00:00:00.000Z",
  days_in_status: 4,
  fit: null,
  fit_note: null,
  validity: null,
});
const column = (status: string, ids: number[], total = ids.length): BoardColumn => ({
  status_id: ids[0] ?? 0,
  status,
  total,
  all_total: total + 1,
  cards: ids.map((id) => card(id, status)),
  has_more: total > ids.length,
});
const ids = (c: BoardColumn) => c.cards.map((x) => x.id);

describe("applyDrop", () => {
  const columns = [column("New", [1, 2, 3]), column("Screening", [4, 5])];

  it("reorders within a column and asks for the new order of the cards shown", () => {
    const result = applyDrop(columns, {
      cardId: 1,
      from: { status: "New", index: 0 },
      to: { status: "New", index: 2 },
    })!;
    expect(ids(result.columns[0])).toEqual([2, 3, 1]);
    expect(result.request).toEqual({ kind: "reorder", status: "New", ids: [2, 3, 1] });
  });

  it("moves across columns between its new neighbours, and counts follow", () => {
    const result = applyDrop(columns, {
      cardId: 2,
      from: { status: "New", index: 1 },
      to: { status: "Screening", index: 1 },
    })!;
    expect(ids(result.columns[0])).toEqual([1, 3]);
    expect(ids(result.columns[1])).toEqual([4, 2, 5]);
    expect(result.columns[1].cards[1]).toMatchObject({ status: "Screening", days_in_status: 0 });
    expect(result.columns.map((c) => c.total)).toEqual([2, 3]);
    expect(result.request).toEqual({ kind: "status", id: 2, status: "Screening", after_id: 4, before_id: 5 });
    expect(statusesOf(result.request, "New")).toEqual(["New", "Screening"]);
  });

  it("at the top of a column there is nothing before it; into an empty column, no neighbours", () => {
    const top = applyDrop(columns, {
      cardId: 3,
      from: { status: "New", index: 2 },
      to: { status: "Screening", index: 0 },
    })!;
    expect(top.request).toMatchObject({ after_id: null, before_id: 4 });
    const empty = applyDrop([column("New", [1]), column("Hired", [])], {
      cardId: 1,
      from: { status: "New", index: 0 },
      to: { status: "Hired", index: 0 },
    })!;
    expect(empty.request).toMatchObject({ after_id: null, before_id: null });
  });

  it("ignores a drop in place or of a card that is no longer where the drop says", () => {
    expect(
      applyDrop(columns, { cardId: 1, from: { status: "New", index: 0 }, to: { status: "New", index: 0 } }),
    ).toBeNull();
    expect(
      applyDrop(columns, { cardId: 9, from: { status: "New", index: 0 }, to: { status: "New", index: 1 } }),
    ).toBeNull();
  });
});

describe("merging what the server read", () => {
  it("replaces only the columns read again, and appends pages without repeating cards", () => {
    const columns = [column("New", [1, 2], 5), column("Screening", [4])];
    const merged = mergeColumns(columns, [column("Screening", [4, 6])]);
    expect(merged[0]).toBe(columns[0]);
    expect(ids(merged[1])).toEqual([4, 6]);
    const more = appendPage(columns, "New", { cards: [card(2, "New"), card(7, "New")], has_more: false, total: 5 });
    expect(ids(more[0])).toEqual([1, 2, 7]);
    expect(more[0].has_more).toBe(false);
  });
});
