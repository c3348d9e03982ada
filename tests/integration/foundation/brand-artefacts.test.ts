// Each artefact carries only its own brand: every file of build/<brand>/ is searched for the other brand's name
// (in any letter case, which also covers its domain) and its logo and favicon markup. The names and the markup come
// from brands/*/ so this test cannot drift from them. Each artefact also leaves out the pages of the features its
// brand does not ship (ADR 035): their route modules, their route-manifest entries, and for the hiring brand the
// coaching brand's sidebar link and growth-report writing.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import { describe, expect, test } from "vitest";
import coaching from "../../../brands/coaching/index";
import { leftOutRouteFiles } from "../../../brands/feature-routes";
import growthTexts from "../../../brands/coaching/growth-texts";
import pairTexts from "../../../brands/coaching/pair-texts";
import hb from "../../../brands/hb/index";
import type { BrandConfig, BrandKey } from "../../../brands/types";
import remixConfig from "../../../remix.config.js";
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

  test("has nothing in its client build outside assets/, the only part the server serves as files", () => {
    expect(fs.readdirSync(path.join(artefacts(key), "client"))).toEqual(["assets"]);
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

/** Route ids ("routes/_app.jobs.add") in app/routes that a build with these features leaves out. */
function leftOutRouteIds(brand: BrandConfig): string[] {
  const appDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../app");
  const base = remixConfig.ignoredRouteFiles ?? [];
  const kept = new Set(Object.keys(flatRoutes(appDirectory, [...base, ...leftOutRouteFiles(brand.features)])));
  return Object.keys(flatRoutes(appDirectory, base)).filter((id) => !kept.has(id));
}

/** The client chunk of a route module: its file name with `$`, `[` and `]` made `_` ("_app.jobs._id-Ab12.js"). */
const chunkPrefix = (routeId: string) => `${routeId.replace(/^routes\//, "").replace(/[$[\]]/g, "_")}-`;

/**
 * A stretch of a text that survives bundling unchanged: its longest run of plain ASCII words (bundlers may escape
 * quotes and non-ASCII characters).
 */
function fingerprint(text: string): string {
  return text.split(/[^A-Za-z0-9 ,.;:()-]+/).reduce((a, b) => (b.trim().length > a.length ? b.trim() : a), "");
}

describe.each([
  ["hb", hb, "growth report, changes over time, answers chart, coaching, comparison, conflict and shared-report"],
  ["coaching", coaching, "jobs and careers"],
] as const)("the %s artefact", (key, brand, otherPages) => {
  const ids = leftOutRouteIds(brand);

  test(`holds no route module or manifest entry of the ${otherPages} pages`, () => {
    if (key === "coaching") expect(ids.some((id) => id.startsWith("routes/careers"))).toBe(true);
    const files = readAll(artefacts(key));
    const chunks = files.filter(({ file }) => ids.some((id) => path.basename(file).startsWith(chunkPrefix(id))));
    expect(
      chunks.map(({ file }) => file),
      "route modules",
    ).toEqual([]);
    const entries = files.flatMap(({ file, text }) =>
      ids.filter((id) => text.includes(`"${id}"`) || text.includes(`'${id}'`)).map((id) => `${file}: ${id}`),
    );
    expect(entries, "route manifest entries").toEqual([]);
  });
});

describe("the hb artefact", () => {
  test("gives the browser no Coaching or Teams sidebar link (the sidebar is chosen on the server)", () => {
    const client = readAll(path.join(artefacts("hb"), "client"));
    const offenders = client
      .filter(
        ({ text }) =>
          /href:\s*["'`]\/(coaching|teams)["'`]/.test(text) || /label:\s*["'`](Coaching|Teams)["'`]/.test(text),
      )
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  test.each([
    [
      "the growth report's writing",
      Object.values(growthTexts).flatMap((levels) => Object.values(levels).map((text) => text.strength)),
    ],
    [
      "the comparison's and conflict tool's writing",
      [
        ...Object.values(pairTexts.guidance).flatMap((pairs) => Object.values(pairs).map((text) => text.misreads)),
        ...Object.values(pairTexts.conflict).map((guide) => guide.friction),
      ],
    ],
  ])("holds none of %s", (_what, texts) => {
    const strengths = texts.map(fingerprint).filter((print) => print.length >= 24);
    expect(strengths.length).toBeGreaterThan(50);
    const files = readAll(artefacts("hb"));
    const offenders = files.flatMap(({ file, text }) =>
      strengths.filter((print) => text.includes(print)).map((print) => `${file}: ${print}`),
    );
    expect(offenders.slice(0, 10)).toEqual([]);
    // The search finds them where they belong, so it would find them here.
    const coachingFiles = readAll(artefacts("coaching"));
    expect(strengths.every((print) => coachingFiles.some(({ text }) => text.includes(print)))).toBe(true);
  });
});
