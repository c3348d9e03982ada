// Each artefact carries only its own brand: every file of build/<brand>/ is searched for the other brand's name
// (in any letter case, which also covers its domain) and its logo and favicon markup. The names and the markup come
// from brands/*/ so this test cannot drift from them.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import coaching from "../../../brands/coaching/index";
import hb from "../../../brands/hb/index";
import type { BrandConfig, BrandKey } from "../../../brands/types";
import { useBuiltArtefacts } from "../../support/build";

const BRANDS: Record<BrandKey, BrandConfig> = { hb, coaching };
const artefacts = useBuiltArtefacts("hb", "coaching");

/** Every file under dir, with its text. */
function readAll(dir: string): { file: string; text: string }[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter((file) => fs.statSync(file).isFile())
    .map((file) => ({ file: path.relative(dir, file), text: fs.readFileSync(file, "latin1") }));
}

/** The forms markup takes in built files: as written (JS template literals) or JSON-escaped (source maps). */
function forms(markup: string): string[] {
  return [markup, JSON.stringify(markup).slice(1, -1)];
}

function marks(brand: BrandConfig) {
  return {
    name: (text: string) => text.toLowerCase().includes(brand.name.toLowerCase()),
    logo: (text: string) => forms(brand.logoSvg).some((form) => text.includes(form)),
    favicon: (text: string) => forms(brand.faviconSvg).some((form) => text.includes(form)),
  };
}

describe.each(["hb", "coaching"] as const)("the %s artefact", (key) => {
  const own = BRANDS[key];
  const other = BRANDS[key === "hb" ? "coaching" : "hb"];

  test(`contains none of the other brand's name, logo or favicon`, () => {
    const files = readAll(artefacts(key));
    expect(files.length).toBeGreaterThan(5);
    const foreign = marks(other);
    const offenders = files
      .filter(({ text }) => foreign.name(text) || foreign.logo(text) || foreign.favicon(text))
      .map(({ file }) => file);
    expect(offenders, `files in build/${key} mentioning ${other.name}`).toEqual([]);
  });

  test(`contains its own name, logo and favicon`, () => {
    const files = readAll(artefacts(key));
    const mine = marks(own);
    // The client bundle and the server both carry the brand: the page is rendered on the server, then hydrated.
    for (const part of ["client/", "server/"]) {
      const inPart = files.filter(({ file }) => file.startsWith(part));
      expect(
        inPart.some(({ text }) => mine.name(text)),
        `${own.name}'s name in ${part}`,
      ).toBe(true);
      expect(
        inPart.some(({ text }) => mine.logo(text)),
        `${own.name}'s logo in ${part}`,
      ).toBe(true);
    }
    expect(
      files.some(({ text }) => mine.favicon(text)),
      `${own.name}'s favicon`,
    ).toBe(true);
  });
});
