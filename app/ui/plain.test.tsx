import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { theme } from "./theme";

const app = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(app, file), "utf8");

/** The app's source and style files, tests included, relative to app/. */
function appFiles(dir = app): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return appFiles(full);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [path.relative(app, full)] : [];
  });
}

// Plain elements get Mantine's look from our own CSS (plain.module.css, ListTable.module.css) on Mantine's public CSS
// variables, never from the class names Mantine's build generates (docs/decisions/069-owned-styles-for-plain-elements.md).
describe("plain elements' styles", () => {
  it("use none of Mantine's generated class names", () => {
    const hashed = appFiles().filter((file) => /\bm_[0-9a-f]{7,8}\b/.test(read(file)));
    expect(hashed).toEqual([]);
  });

  it("use only CSS variables Mantine defines for every theme or for ours", () => {
    const defined = new Set(
      fs
        .readFileSync(path.resolve(app, "../node_modules/@mantine/core/styles/default-css-variables.css"), "utf8")
        .match(/--mantine-[\w-]+(?=:)/g),
    );
    // The theme's own colours get the same variables as Mantine's (e.g. --mantine-color-brand-filled).
    const colours = Object.keys(theme.colors ?? {});
    const known = (name: string) =>
      defined.has(name) || colours.some((colour) => name.startsWith(`--mantine-color-${colour}-`));
    for (const file of ["ui/plain.module.css", "ui/list/ListPage.module.css", "ui/list/ListTable.module.css"]) {
      const used = [...new Set(read(file).match(/--mantine-[\w-]+/g))];
      expect(
        used.filter((name) => !known(name)),
        file,
      ).toEqual([]);
    }
  });
});
