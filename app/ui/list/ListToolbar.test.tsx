import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { describe, expect, it } from "vitest";
import { canonicalMarkup, renderPage } from "../../../tests/support/render-page";
import { SearchBox } from "./ListToolbar";

const mantine = (props: Record<string, unknown>) =>
  renderPage(
    <TextInput
      label="Search people"
      name="search"
      type="search"
      placeholder="Name or e-mail starts with…"
      value="ann"
      onChange={() => {}}
      leftSection={<IconSearch size={16} aria-hidden />}
      style={{ flex: "1 1 220px" }}
      {...props}
    />,
  );
const plain = (props: Record<string, unknown>) =>
  renderPage(<SearchBox label="Search people" placeholder="Name or e-mail starts with…" value="ann" {...props} />);

describe("SearchBox", () => {
  it("is Mantine TextInput's markup, its label tied to the input", async () => {
    const html = await plain({});
    expect(canonicalMarkup(html)).toBe(canonicalMarkup(await mantine({})));
    const id = html.match(/<input [^>]*id="([^"]+)"/)?.[1];
    expect(html).toContain(`<label class="m_8fdc1311 mantine-InputWrapper-label mantine-TextInput-label"`);
    expect(html).toMatch(new RegExp(`<label [^>]*for="${id}"`));
  });

  it("takes a page's maximum width or flex as TextInput did", async () => {
    expect(canonicalMarkup(await plain({ maw: 360 }))).toBe(canonicalMarkup(await mantine({ maw: 360 })));
    const flex = { style: { flex: "2 1 240px" } };
    expect(canonicalMarkup(await plain(flex))).toBe(canonicalMarkup(await mantine(flex)));
  });
});
