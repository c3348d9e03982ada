import { describe, expect, it } from "vitest";
import {
  changesIdentity,
  loaderFor,
  shellReload,
  SHELL_DATA_REUSE_MS,
  type ReloadQuestion,
  type ShellReload,
} from "./shell-reload";

const url = (path: string) => new URL(path, "http://app.test");
const ask = (overrides: Partial<ReloadQuestion>): ReloadQuestion => ({
  currentUrl: url("/"),
  nextUrl: url("/about"),
  defaultShouldRevalidate: false,
  ageMs: 0,
  ...overrides,
});

describe("shellReload", () => {
  it("reuses fresh shell data on a link to another page, re-reads it once older than 5 s", () => {
    expect(shellReload(ask({ ageMs: SHELL_DATA_REUSE_MS }))).toBeNull();
    expect(shellReload(ask({ ageMs: SHELL_DATA_REUSE_MS + 1 }))).toEqual({
      to: "/about",
      identityChange: false,
      navigation: true,
    });
    expect(shellReload(ask({ ageMs: Number.POSITIVE_INFINITY }))?.navigation).toBe(true);
  });

  it("re-reads when whom the session acts as changes, whatever the age, and marks it", () => {
    for (const formAction of ["/impersonation/start", "/impersonation/end", "/impersonation/end/"]) {
      expect(shellReload(ask({ formAction, formMethod: "POST", nextUrl: url("/companies/overview?x=1") }))).toEqual({
        to: "/companies/overview?x=1",
        identityChange: true,
        navigation: false,
      });
    }
  });

  it("follows Remix's answer after other mutations, without counting them as navigations", () => {
    const save = { formAction: "/profile", formMethod: "POST", currentUrl: url("/profile"), nextUrl: url("/profile") };
    expect(shellReload(ask({ ...save, defaultShouldRevalidate: false }))).toBeNull();
    expect(shellReload(ask({ ...save, defaultShouldRevalidate: true }))).toEqual({
      to: "/profile",
      identityChange: false,
      navigation: false,
    });
  });

  it("re-reads on a reload of the same URL; a search on the same page only when stale, and never as a navigation", () => {
    expect(
      shellReload(ask({ currentUrl: url("/about"), nextUrl: url("/about"), defaultShouldRevalidate: true })),
    ).toEqual({ to: "/about", identityChange: false, navigation: false });
    const search = {
      currentUrl: url("/companies/overview"),
      nextUrl: url("/companies/overview?search=a"),
      formMethod: "GET",
    };
    expect(shellReload(ask({ ...search, defaultShouldRevalidate: true, ageMs: 1_000 }))).toBeNull();
    expect(shellReload(ask({ ...search, defaultShouldRevalidate: true, ageMs: 10_000 }))).toEqual({
      to: "/companies/overview?search=a",
      identityChange: false,
      navigation: false,
    });
  });

  it("answers a link prefetch (always asked with defaultShouldRevalidate: true) as the navigation itself", () => {
    expect(shellReload(ask({ defaultShouldRevalidate: true, ageMs: 1_000 }))).toBeNull();
    expect(shellReload(ask({ defaultShouldRevalidate: true, ageMs: 10_000 }))?.navigation).toBe(true);
  });
});

describe("changesIdentity", () => {
  it("names exactly the impersonation actions", () => {
    expect(changesIdentity("/impersonation/start")).toBe(true);
    expect(changesIdentity("/impersonation/end?index")).toBe(true);
    expect(changesIdentity("/impersonation")).toBe(false);
    expect(changesIdentity("/profile")).toBe(false);
    expect(changesIdentity(undefined)).toBe(false);
  });
});

describe("loaderFor", () => {
  const loading = (path: string, formAction?: string) => ({
    state: "loading" as const,
    location: { pathname: path, search: "" },
    formAction,
  });
  const reloads = (...list: ShellReload[]) => new Map(list.map((reload) => [reload.to, reload]));
  const none = reloads();

  it("shows the loader at once while impersonation starts or ends (form or fetcher)", () => {
    expect(loaderFor(loading("/", "/impersonation/start"), none)).toBe("now");
    expect(loaderFor(loading("/"), reloads({ to: "/", identityChange: true, navigation: false }))).toBe("now");
  });

  it("shows it after a delay for a navigation that waits on the shell's data, and not otherwise", () => {
    const toAbout = { to: "/about", identityChange: false, navigation: true };
    expect(loaderFor(loading("/about"), reloads(toAbout))).toBe("delayed");
    // The recorded reload belongs to another destination (e.g. a prefetched link).
    expect(loaderFor(loading("/profile"), reloads(toAbout))).toBeNull();
    // The shell's data is not part of this navigation.
    expect(loaderFor(loading("/about"), none)).toBeNull();
    // A form's revalidation keeps the page on screen.
    expect(
      loaderFor(loading("/profile", "/profile"), reloads({ to: "/profile", identityChange: false, navigation: false })),
    ).toBeNull();
    expect(loaderFor({ state: "idle" }, reloads(toAbout))).toBeNull();
    expect(
      loaderFor(
        { state: "submitting", location: { pathname: "/", search: "" }, formAction: "/impersonation/end" },
        none,
      ),
    ).toBeNull();
  });
});
