// The list kit's pager as a person uses it, in a DOM with Remix's route stub: the URL holds the page and the page
// size, so Next, Previous, a page number (by mouse or keyboard) and a smaller page size each lead to the address
// the page's loader reads; a new page size starts again at page 1. What the server returns for that address is
// proven in the integration tier (e.g. tests/integration/assessment/survey-results.test.ts).
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { useLocation, useSearchParams } from "@remix-run/react";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { theme } from "../theme";
import { ListTable } from "./ListTable";

const TOTAL = 112;
const people = (page: number, limit: number) =>
  Array.from({ length: Math.min(limit, TOTAL - (page - 1) * limit) }, (_, i) => ({
    id: (page - 1) * limit + i + 1,
    name: `Person ${(page - 1) * limit + i + 1}`,
  }));

function PeoplePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const page = Number(params.get("page") ?? 1);
  const limit = Number(params.get("limit") ?? 25);
  return (
    <>
      <output data-testid="address">{location.search}</output>
      <ListTable
        aria-label="People"
        records={people(page, limit)}
        columns={[{ accessor: "name", title: "Name" }]}
        pager={{ total: TOTAL, page, limit, pageSizes: [10, 25, 50], perPageLabel: "Rows per page" }}
      />
    </>
  );
}

function renderAt(search: string) {
  const Stub = createRemixStub([{ path: "/people", Component: PeoplePage }]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={[`/people${search}`]} />
    </MantineProvider>,
  );
}

const range = () => screen.getByText(/^\d+–\d+ of \d+$/).textContent;
const address = () => new URLSearchParams(screen.getByTestId("address").textContent ?? "");
const bodyRows = () => screen.getByRole("table", { name: "People" }).querySelectorAll("tbody tr").length;

describe("the list pager", () => {
  test("next and previous page, a page by number, and fewer rows per page", async () => {
    renderAt("");
    expect(range()).toBe("1–25 of 112");
    // In the browser every row of the page is drawn (the server draws the first screen's: ListTable.test.tsx).
    expect(bodyRows()).toBe(25);
    expect((screen.getByRole("button", { name: "Previous page" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await screen.findByText("26–50 of 112");
    expect(address().get("page")).toBe("2");
    expect(screen.getByRole("button", { name: "2" }).getAttribute("aria-current")).toBe("page");

    // The keyboard works as the mouse does: the pager's controls are buttons.
    const previous = screen.getByRole("button", { name: "Previous page" });
    previous.focus();
    expect(document.activeElement).toBe(previous);
    fireEvent.click(previous); // what Enter on a focused button does
    await screen.findByText("1–25 of 112");

    fireEvent.change(screen.getByRole("combobox", { name: "Rows per page" }), { target: { value: "10" } });
    await screen.findByText("1–10 of 112");
    expect(address().get("limit")).toBe("10");
    expect(bodyRows()).toBe(10);
    expect((screen.getByRole("combobox", { name: "Rows per page" }) as HTMLSelectElement).value).toBe("10");

    fireEvent.click(screen.getByRole("button", { name: "3" }));
    await screen.findByText("21–30 of 112");
    expect(address().get("page")).toBe("3");
  });

  test("a new page size starts again at the first page", async () => {
    renderAt("?page=4&limit=25");
    expect(range()).toBe("76–100 of 112");
    fireEvent.change(screen.getByRole("combobox", { name: "Rows per page" }), { target: { value: "50" } });
    await screen.findByText("1–50 of 112");
    expect(address().get("page")).toBeNull();
  });
});
