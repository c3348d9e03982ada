import { describe, expect, test } from "vitest";
import { isDatabaseUnavailable, isEndedConnection } from "./outage";

const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });

describe("a database error", () => {
  test("of a connection that had been open and was ended may be served by another connection", () => {
    for (const error of [
      new Error("Connection terminated unexpectedly"),
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }),
      wrapped(new Error("Connection terminated unexpectedly")),
    ]) {
      expect(isEndedConnection(error)).toBe(true);
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
  });

  test("of a connection that could not be made means the database is away: no other connection is tried", () => {
    for (const error of [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      new Error("timeout exceeded when trying to connect"),
      Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
    ]) {
      expect(isEndedConnection(error)).toBe(false);
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
  });

  test("in the statement itself is neither", () => {
    const error = Object.assign(new Error('relation "nope" does not exist'), { code: "42P01" });
    expect(isEndedConnection(error)).toBe(false);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
