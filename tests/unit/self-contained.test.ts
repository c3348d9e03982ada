// A fresh clone has only the repository: nothing outside docs/ may refer to the team's shared folder beside it (the norms
// and the product specification live in the repository, with their sources named).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SHARED = ["..", "shared"].join("/"); // spelled apart so this file does not match itself

function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
}

test("no tracked file outside docs/ refers to the shared folder beside the repository", () => {
  const offenders = trackedFiles().filter((file) => {
    if (file.startsWith("docs/")) return false;
    const full = path.join(root, file);
    if (!fs.existsSync(full) || fs.statSync(full).size > 5_000_000) return false;
    return fs.readFileSync(full, "utf8").includes(SHARED);
  });
  expect(offenders).toEqual([]);
});

test("the data and the specification the code refers to are in the repository", () => {
  expect(fs.existsSync(path.join(root, "domain/assessment/data/ipip-neo-120-norms.csv"))).toBe(true);
  expect(fs.existsSync(path.join(root, "docs/spec/product-spec.md"))).toBe(true);
});
