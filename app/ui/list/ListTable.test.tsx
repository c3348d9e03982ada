import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import { ListTable } from "./ListTable";
import type { ListSort } from "./sort";
import { FIRST_SCREEN_ROWS } from "./TableRows";

// ListTable renders plain table markup: these read the server's HTML, which is what a visitor gets before
// hydration, so headers, sorting state, selection names and the phone layout must already be in it.

const render = (element: ReactNode, { keepStyles = false } = {}) =>
  renderPage(element, { pathname: "/list", keepStyles });

interface Row {
  id: number;
  name: string;
  company: { name: string };
}
const rows: Row[] = [
  { id: 1, name: "Ana Costa", company: { name: "Harbor Dental" } },
  { id: 2, name: "Ben Adams", company: { name: "Summit Fitness" } },
];
const sort: ListSort = { column: "name", direction: "asc", onSort: () => {} };

describe("ListTable", () => {
  it("renders a labelled table whose sorted column says so (aria-sort) and whose other sortable ones can be sorted", async () => {
    const html = await render(
      <ListTable<Row>
        aria-label="People"
        records={rows}
        sort={sort}
        columns={[
          { accessor: "name", title: "Name", sortable: true },
          { accessor: "company.name", title: "Company", sortable: true },
          { accessor: "id", title: "Number" },
        ]}
      />,
    );
    expect(html).toContain('aria-label="People"');
    expect(html).toMatch(/<th[^>]*aria-sort="ascending"[^>]*>.*?<button[^>]*type="button"[^>]*><span>Name<\/span>/);
    expect(html).toMatch(/<th[^>]*aria-sort="none"[^>]*>.*?<button[^>]*><span>Company<\/span>/);
    // An unsortable column is a plain header, and a dotted accessor reads the nested value.
    expect(html).toMatch(/<th(?![^>]*aria-sort)[^>]*><div[^>]*>Number<\/div><\/th>/);
    expect(html).toContain(">Summit Fitness</td>");
  });

  it("names each row's selection checkbox and marks the selected rows", async () => {
    const html = await render(
      <ListTable<Row>
        records={rows}
        columns={[{ accessor: "name" }]}
        selectedRecords={[rows[1]]}
        onSelectedRecordsChange={() => {}}
        allRecordsSelectionCheckboxProps={{ "aria-label": "Select all on this page" }}
        getRecordSelectionCheckboxProps={(r) => ({ "aria-label": `Select ${r.name}` })}
      />,
    );
    expect(html).toMatch(/<input[^>]*aria-label="Select all on this page"[^>]*type="checkbox"/);
    expect(html).toMatch(/<input[^>]*aria-label="Select Ana Costa"(?![^>]*checked)[^>]*>/);
    expect(html).toMatch(/<tr[^>]*data-selected="true"[^>]*>.*?aria-label="Select Ben Adams"[^>]*checked=""/);
  });

  it("hides a column below its breakpoint with CSS, so the phone layout is right before hydration", async () => {
    const html = await render(
      <ListTable<Row>
        records={rows}
        columns={[
          { accessor: "name" },
          { accessor: "id", visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})` },
          { accessor: "company.name", visibleMediaQuery: "(orientation: landscape)" },
        ]}
      />,
      { keepStyles: true },
    );
    const cells = [...html.matchAll(/<td class="([^"]*)"([^>]*)>/g)].slice(0, 3);
    expect(cells[0][1]).not.toMatch(/from-/);
    expect(cells[1][1]).toMatch(/from-md/);
    // Any other media query gets a rule of its own, for the cells that name their column.
    expect(cells[2][1]).not.toMatch(/from-/);
    expect(cells.map((cell) => /data-col="(\d)"/.exec(cell[2])?.[1] ?? null)).toEqual([null, null, "2"]);
    expect(html).toMatch(
      /@media not all and \(orientation: landscape\)\{\.lt[\w-]+ \[data-col="2"\]\{display:none\}\}/,
    );
  });

  it("says what an empty list means and shows the pager's range", async () => {
    const empty = await render(
      <ListTable<Row> records={[]} columns={[{ accessor: "name" }]} emptyText="No one matches these filters" />,
    );
    expect(empty).toContain("No one matches these filters");
    const paged = await render(
      <ListTable<Row>
        records={rows}
        columns={[{ accessor: "name" }]}
        pager={{ total: 52, page: 2, limit: 25, pageSizes: [10, 25], perPageLabel: "Rows per page" }}
      />,
    );
    expect(paged).toContain("26–27 of 52");
    expect(paged).toContain("Rows per page");
    expect(paged).toContain('aria-label="Previous page"');
    expect(paged).toContain('aria-label="Next page"');
  });

  it("pages as Mantine's Pagination does: one sibling and one boundary page, dots between, the current page marked", async () => {
    const html = await render(
      <ListTable<Row> records={rows} columns={[{ accessor: "name" }]} pager={{ total: 250, page: 5, limit: 25 }} />,
    );
    const pages = [...html.matchAll(/<button[^>]*data-with-padding[^>]*>(\d+)<\/button>/g)].map((m) => Number(m[1]));
    expect(pages).toEqual([1, 4, 5, 6, 10]);
    expect(html.match(/<div class="[^"]*pageDots[^"]*">/g)).toHaveLength(2);
    expect(html).toMatch(/<button[^>]*aria-current="page"[^>]*>5<\/button>/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*aria-label="(Previous|Next) page"/);
    const first = await render(
      <ListTable<Row> records={rows} columns={[{ accessor: "name" }]} pager={{ total: 52, page: 1, limit: 25 }} />,
    );
    expect(first).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Previous page"/);
    expect(first).not.toMatch(/<button[^>]*disabled=""[^>]*aria-label="Next page"/);
  });

  it("offers the page sizes as a labelled native select with the current one chosen", async () => {
    const html = await render(
      <ListTable<Row>
        records={rows}
        columns={[{ accessor: "name" }]}
        pager={{ total: 52, page: 1, limit: 25, pageSizes: [10, 25, 50], perPageLabel: "Rows per page" }}
      />,
    );
    const id = /<label for="([^"]+)"[^>]*>Rows per page<\/label>/.exec(html)?.[1];
    expect(id).toBeTruthy();
    const select = new RegExp(`<select id="${id}"[^>]*>(.*?)</select>`).exec(html)?.[1] ?? "";
    expect([...select.matchAll(/<option value="(\d+)"( selected="")?>/g)].map((m) => [m[1], !!m[2]])).toEqual([
      ["10", false],
      ["25", true],
      ["50", false],
    ]);
  });
});

describe("ListTable's first screen", () => {
  it("the server renders the first screen's rows of a long page, in order; the browser adds the rest once hydrated", async () => {
    const many: Row[] = Array.from({ length: 25 }, (_, i) => ({
      id: i + 1,
      name: `Person ${i + 1}`,
      company: { name: "Harbor Dental" },
    }));
    const html = await render(<ListTable<Row> records={many} columns={[{ accessor: "name" }]} />);
    const names = [...html.matchAll(/>(Person \d+)<\/td>/g)].map((m) => m[1]);
    expect(names).toEqual(many.slice(0, FIRST_SCREEN_ROWS).map((r) => r.name));
  });
});
