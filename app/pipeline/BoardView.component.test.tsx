// "Move to…" on a board card: a named button opens a menu of the card's other columns, and choosing one asks the page
// to move that card there (the page then moves it as a drop would: board-state.ts, BoardPage.tsx).
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { theme } from "~/ui/theme";
import type { BoardCard, BoardColumn } from "./board-state";
import { BoardView } from "./BoardView";

const card = (id: number, first: string, last: string, status: string): BoardCard => ({
  id,
  first,
  last,
  role_name: "Baker",
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
const column = (id: number, status: string, cards: BoardCard[]): BoardColumn => ({
  status_id: id,
  status,
  total: cards.length,
  all_total: cards.length,
  cards,
  has_more: false,
});
const COLUMNS = [
  column(1, "New", [card(7, "Pat", "Phone", "New"), card(8, "Sam", "Lee", "New")]),
  column(2, "Screening", [card(9, "Ana", "Ruiz", "Screening")]),
  column(3, "Interview", []),
  column(4, "Offer", []),
];

function renderBoard() {
  const onMoveTo = vi.fn();
  const Stub = createRemixStub([
    {
      path: "/hiring-pipeline",
      Component: () => (
        <BoardView
          columns={COLUMNS}
          onDrop={vi.fn()}
          onMoveTo={onMoveTo}
          onShowMore={vi.fn()}
          loadingMore={null}
          onColumnActions={vi.fn()}
          hiddenText={() => null}
        />
      ),
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/hiring-pipeline"]} />
    </MantineProvider>,
  );
  return onMoveTo;
}

test("every card has a named Move to… button; its menu lists the other columns and moves the card to the chosen one", async () => {
  const onMoveTo = renderBoard();
  for (const name of ["Pat Phone", "Sam Lee", "Ana Ruiz"])
    expect(screen.getByRole("button", { name: `Move ${name} to…` })).toBeTruthy();

  fireEvent.click(screen.getByRole("button", { name: "Move Pat Phone to…" }));
  // Open (the button says so); happy-dom lays nothing out, so Mantine keeps the dropdown, whose target it cannot
  // place, out of sight: query it as hidden.
  expect(screen.getByRole("button", { name: "Move Pat Phone to…" }).getAttribute("aria-expanded")).toBe("true");
  const menu = await screen.findByRole("menu", { hidden: true });
  const items = within(menu)
    .getAllByRole("menuitem", { hidden: true })
    .map((item) => item.textContent);
  expect(items).toEqual(["Screening", "Interview", "Offer"]);

  fireEvent.click(within(menu).getByRole("menuitem", { name: "Offer", hidden: true }));
  expect(onMoveTo).toHaveBeenCalledTimes(1);
  expect(onMoveTo).toHaveBeenCalledWith(7, "Offer");
});
