import { describe, expect, it } from "vitest";
import { displayName, initials } from "./initials";
import { isSidebarCollapsed, SIDEBAR_COLLAPSED_COOKIE, sidebarCollapsedCookie } from "./sidebar-cookie";

describe("sidebar-collapsed cookie", () => {
  it("reads the choice from a Cookie header", () => {
    expect(SIDEBAR_COLLAPSED_COOKIE).toBe("sidebar-collapsed");
    expect(isSidebarCollapsed("sidebar-collapsed=1")).toBe(true);
    expect(isSidebarCollapsed("sid=abc; sidebar-collapsed=1; toast=x")).toBe(true);
    expect(isSidebarCollapsed("sidebar-collapsed=0")).toBe(false);
    expect(isSidebarCollapsed("xsidebar-collapsed=1")).toBe(false);
    expect(isSidebarCollapsed("")).toBe(false);
    expect(isSidebarCollapsed(null)).toBe(false);
  });

  it("writes a readable (not httpOnly) cookie for a year, or removes it", () => {
    const on = sidebarCollapsedCookie(true, false);
    expect(on).toBe("sidebar-collapsed=1; Path=/; SameSite=Lax; Max-Age=31536000");
    expect(on).not.toMatch(/HttpOnly/i);
    expect(sidebarCollapsedCookie(true, true)).toContain("; Secure");
    expect(sidebarCollapsedCookie(false, false)).toBe("sidebar-collapsed=; Path=/; SameSite=Lax; Max-Age=0");
    // What the browser sends back after the write is read the same way.
    expect(isSidebarCollapsed(on.split(";")[0])).toBe(true);
    expect(isSidebarCollapsed(sidebarCollapsedCookie(false, false).split(";")[0])).toBe(false);
  });
});

describe("initials and display name", () => {
  it("takes the first letters of first and last name", () => {
    expect(initials("Ava", "Admin")).toBe("AA");
    expect(initials("élodie", "łukasiewicz")).toBe("ÉŁ");
    expect(initials(" ben ", "")).toBe("B");
  });

  it("falls back to the e-mail, then to a question mark", () => {
    expect(initials("", "", "zoe@x.test")).toBe("Z");
    expect(initials(null, undefined)).toBe("?");
  });

  it("names a person by first and last name, else by e-mail", () => {
    expect(displayName("Ava", "Admin", "a@x.test")).toBe("Ava Admin");
    expect(displayName("", "", "a@x.test")).toBe("a@x.test");
  });
});
