import { expect, test } from "vitest";
import { safeNext } from "./switch.server";

test("the switcher goes back only to a path on our origin", () => {
  expect(safeNext("/survey/register?link=abc")).toBe("/survey/register?link=abc");
  expect(safeNext("/careers/x/apply")).toBe("/careers/x/apply");
  for (const unsafe of [
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "",
    null,
  ]) {
    expect(safeNext(unsafe)).toBe("/");
  }
});
