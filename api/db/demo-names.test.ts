// The demo accounts' names are the brand's: Traitwise's staff coach and develop people, so none is a recruiter.
import { expect, test } from "vitest";
import brand from "~brand";
import { DEMO_USERS } from "./demo-data";
import { demoName } from "./seed";

const names = DEMO_USERS.map((u) => {
  const { first, last } = demoName(u);
  return `${first} ${last}`;
});

test("each demo account has one name in this brand, and only the brand's overrides change it", () => {
  for (const u of DEMO_USERS) {
    expect(demoName(u)).toEqual(brand.demoNames?.[u.email] ?? { first: u.first, last: u.last });
  }
});

test.runIf(brand.brand === "coaching")("no Traitwise demo account is named after hiring work", () => {
  expect(names.filter((name) => /recruit|hiring|hire\b/i.test(name))).toEqual([]);
  expect(names).toContain("Rita Coach");
});

test.runIf(brand.brand === "hb")("HireBloom keeps its recruiter", () => {
  expect(names).toContain("Rita Recruiter");
});
