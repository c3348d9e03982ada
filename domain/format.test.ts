import { describe, expect, test } from "vitest";
import { formatDate, formatNumber } from "./format";

describe("dates and numbers for a reader, through Intl", () => {
  test("one date style per locale: a date-only value is that day, an instant is read in UTC", () => {
    expect(formatDate("2026-03-12")).toBe("Mar 12, 2026");
    expect(formatDate("2026-03-12T23:30:00Z")).toBe("Mar 12, 2026");
    expect(formatDate("2026-03-12", { locale: "de" })).toBe("12.03.2026");
    expect(formatDate("2026-03-12", { locale: "es" })).toBe("12 mar 2026");
    expect(formatDate("2026-03-12", { locale: "fr" })).toBe("12 mars 2026");
    expect(formatDate("2026-03-12", { locale: "pt-BR" })).toBe("12 de mar. de 2026");
    expect(formatDate("2026-03-12", { locale: "ar" })).toMatch(/٢٠٢٦|2026/);
  });

  test("a date and time says it is UTC; a day and month leave the year out", () => {
    expect(formatDate("2026-03-12T14:05:00Z", { style: "dateTime" })).toBe("Mar 12, 2026, 2:05 PM UTC");
    expect(formatDate("2026-03-12T14:05:00Z", { style: "dateTime", locale: "de" })).toBe("12.03.2026, 14:05 UTC");
    expect(formatDate(new Date(Date.UTC(2026, 2, 3)), { style: "dayMonth" })).toBe("Mar 3");
  });

  test("no date, or one that cannot be read, is the placeholder", () => {
    expect(formatDate(null)).toBe("–");
    expect(formatDate(undefined, { empty: "—" })).toBe("—");
    expect(formatDate("not a date")).toBe("–");
  });

  test("numbers group digits as the locale does", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(1234567, "de")).toBe("1.234.567");
  });
});
