import { describe, expect, it } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import { SearchBox } from "./ListToolbar";

const plain = (props: Record<string, unknown>) =>
  renderPage(<SearchBox label="Search people" placeholder="Name or e-mail starts with…" value="ann" {...props} />);

describe("SearchBox", () => {
  it("is a search field named by its label", async () => {
    const html = await plain({});
    const id = html.match(/<input [^>]*id="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`<label [^>]*for="${id}"[^>]*>Search people</label>`));
    expect(html).toMatch(/<input [^>]*type="search"/);
    expect(html).toMatch(/<input [^>]*name="search"/);
    expect(html).toMatch(/<input [^>]*placeholder="Name or e-mail starts with…"/);
  });

  it("takes a page's maximum width or flex", async () => {
    expect(await plain({ maw: 360 })).toMatch(
      /style="flex:1 1 220px;max-width:calc\(22.5rem \* var\(--mantine-scale\)\)"/,
    );
    expect(await plain({ style: { flex: "2 1 240px" } })).toMatch(/style="flex:2 1 240px"/);
  });
});
