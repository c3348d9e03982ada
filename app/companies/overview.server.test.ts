import { describe, expect, it } from "vitest";
import { listQuery } from "~/ui/list";
import { overviewQuery } from "./overview.server";

const query = (search: string) => listQuery(new URLSearchParams(search), overviewQuery);

describe("the companies overview's URL", () => {
  it("reads the search, the franchise filter, the page and the open company with its tab", () => {
    expect(query("search=harbor&franchise=3&page=2&company=5&tab=logo")).toEqual({
      search: "harbor",
      franchise: 3,
      page: 2,
      company: 5,
      tab: "logo",
    });
    expect(query("franchise=none")).toMatchObject({ franchise: "none", page: 1, tab: "users" });
  });

  it("leaves out what it cannot use instead of failing the page", () => {
    expect(query("franchise=abc&page=x&company=-1&tab=secrets")).toEqual({ page: 1, tab: "users" });
  });
});
