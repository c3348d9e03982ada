// The report's print stylesheet, read as text: the bands' colours carry meaning, and browsers drop background colours
// when printing unless a rule asks for them.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("./report.module.css", import.meta.url), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");

/** The text between the braces of each `@media print` block. */
function printBlocks(): string[] {
  const blocks: string[] = [];
  for (const match of css.matchAll(/@media print\s*\{/g)) {
    let depth = 1;
    let i = match.index + match[0].length;
    const start = i;
    for (; depth > 0 && i < css.length; i++) depth += css[i] === "{" ? 1 : css[i] === "}" ? -1 : 0;
    blocks.push(css.slice(start, i - 1));
  }
  return blocks;
}

/** The rules (selectors and declarations) directly inside the print blocks. */
function printRules(): { selectors: string[]; declarations: Record<string, string> }[] {
  return printBlocks().flatMap((block) =>
    [...block.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
      selectors: selector.split(",").map((s) => s.trim()),
      declarations: Object.fromEntries(
        body
          .split(";")
          .map((d) => d.split(":").map((p) => p.trim()))
          .filter(([prop, value]) => prop && value)
          .map(([prop, ...value]) => [prop, value.join(":")]),
      ),
    })),
  );
}

describe("the report's print stylesheet", () => {
  it("keeps the band colours: the whole report prints its colours exactly, in every engine", () => {
    const keeping = printRules().filter((rule) => rule.selectors.includes(".report *"));
    expect(keeping.map((rule) => rule.declarations)).toContainEqual(
      expect.objectContaining({ "print-color-adjust": "exact", "-webkit-print-color-adjust": "exact" }),
    );
  });

  it("hides the navigation and buttons", () => {
    const hidden = printRules()
      .filter((rule) => rule.declarations.display?.startsWith("none"))
      .flatMap((rule) => rule.selectors);
    expect(hidden).toEqual(
      expect.arrayContaining([
        ":global(.mantine-AppShell-navbar)",
        ":global(.mantine-AppShell-header)",
        ".report :global(.mantine-Button-root)",
      ]),
    );
  });

  it("lets the profile break across pages, so it starts on the first one instead of leaving it nearly empty", () => {
    const profile = printRules().find((rule) => rule.selectors.join() === ".profile");
    expect(profile?.declarations["break-inside"]).toBe("auto");
  });
});
