import { describe, expect, test } from "vitest";
import { idParam, idParamOrNull } from "./id-param.server";

describe("an id in a page's address", () => {
  test.each(["1", "42", "2147483647"])("%s is the id", (text) => {
    expect(idParam(text)).toBe(Number(text));
  });

  test.each([
    "2147483648",
    "99999999999999999999",
    "0",
    "-1",
    "NaN",
    "1.5",
    "1e3",
    " 7 ",
    "0x1F",
    "07",
    "٣",
    "",
    undefined,
    null,
  ])("%j is no page: a 404", (text) => {
    expect(idParamOrNull(text)).toBeNull();
    let thrown: unknown;
    try {
      idParam(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
