import { describe, expect, it } from "vitest";
import brand from "~brand";
import { sidebarLinks } from "~domain/navigation";
import type { UserProfile } from "~domain/profile";
import { renderPage } from "../../tests/support/render-page";
import { AppLayout, type AppLayoutProps } from "./AppLayout";

// Server-rendered markup is what the browser shows before hydration, so these tests read the real HTML. What
// needs a browser (clicks, media queries, measured widths) is covered by the e2e suite.

const profile: UserProfile = {
  id: 1,
  email: "ava.admin@provider.test",
  first: "Ava",
  last: "Admin",
  company: { id: 1, name: "Provider" },
  company_id: 1,
  auth_role: "SUPER_ADMIN",
  active: 1,
  created_at: "2026-01-01T00:00:00Z",
  permissions: { can_view_hiring_pipeline: true },
};

const links = sidebarLinks({
  user: profile,
  features: brand.features,
  flags: { academy: true },
  stage: "dev",
  internalAccounts: ["ava.admin@provider.test"],
  pages: new Set(["/", "/candidates", "/hiring-pipeline", "/companies/overview"]),
  candidatesLabel: brand.wording.candidates,
  pipelineLabel: brand.wording.pipeline,
});

function layout(pathname: string, props: Partial<AppLayoutProps> = {}) {
  return renderPage(
    <AppLayout profile={profile} links={links} proxy={null} collapsedInitially={false} {...props}>
      <p>page body</p>
    </AppLayout>,
    { pathname, keepStyles: true },
  );
}

const withoutStyles = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
const styles = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
const textOf = (html: string) =>
  withoutStyles(html)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
/** The opening tags of the sidebar's links, by nav key. */
function linkTags(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<a [^>]*data-nav-key="([^"]+)"[^>]*>/g)].map((m) => [m[1], m[0]]));
}

describe("AppLayout: sidebar links", () => {
  it("renders the given links in order inside the labelled nav landmark", async () => {
    const html = await layout("/");
    expect(html).toMatch(/<nav [^>]*id="app-sidebar"[^>]*aria-label="Main navigation"/);
    expect(Object.keys(linkTags(html))).toEqual(["home", "candidates", "hiring-pipeline", "companies"]);
    expect(linkTags(html).companies).toContain('href="/companies/overview"');
  });

  it.each([
    ["/", "home"],
    ["/candidates", "candidates"],
    ["/survey-results/5", "candidates"],
    ["/companies/overview", "companies"],
    ["/about", null],
  ])("on %s marks exactly %s as the current page", async (pathname, key) => {
    const tags = linkTags(await layout(pathname));
    const current = Object.entries(tags)
      .filter(([, tag]) => tag.includes('aria-current="page"'))
      .map(([k]) => k);
    expect(current).toEqual(key ? [key] : []);
  });

  it("shows labels at 323 px when expanded", async () => {
    const html = await layout("/");
    expect(styles(html)).toContain(`--app-shell-navbar-width:calc(${323 / 16}rem * var(--mantine-scale))`);
    expect(textOf(html)).toContain(`Home ${brand.wording.candidates} ${brand.wording.pipeline} Companies`);
    expect(html).toContain('aria-label="Collapse sidebar"');
    expect(linkTags(html).home).not.toContain("aria-label");
  });

  it("shows icons only at 94 px when collapsed, each link named by its label", async () => {
    const html = await layout("/", { collapsedInitially: true });
    expect(styles(html)).toContain(`--app-shell-navbar-width:calc(${94 / 16}rem * var(--mantine-scale))`);
    const tags = linkTags(html);
    expect(tags.home).toContain('aria-label="Home"');
    expect(tags["hiring-pipeline"]).toContain(`aria-label="${brand.wording.pipeline}"`);
    // No visible label text: the names live in aria-label (and tooltips on hover and focus).
    expect(textOf(html)).not.toMatch(new RegExp(`Home|${brand.wording.pipeline}|Companies`));
    expect(html).toContain('aria-label="Expand sidebar"');
    expect(html).toContain('data-collapsed=""');
  });

  it("makes the drawer unreachable on small screens until it is opened", async () => {
    const html = await layout("/");
    expect(html).toMatch(/<nav [^>]*data-drawer-closed=""/);
    expect(styles(html)).toMatch(/max-width: 47\.9\d*em/);
  });
});

describe("AppLayout: top bar, footer and main", () => {
  it("has a menu toggle that controls the sidebar and an avatar with the user's initials", async () => {
    const html = withoutStyles(await layout("/"));
    expect(html).toMatch(
      /<button [^>]*aria-label="Open navigation"[^>]*aria-expanded="false"[^>]*aria-controls="app-sidebar"/,
    );
    expect(html).toMatch(/<header [^>]*mantine-hidden-from-sm/);
    // The menu's code loads after hydration; the server's button already says it opens one.
    expect(html).toMatch(
      /<button [^>]*aria-label="Account menu for Ava Admin"[^>]*aria-haspopup="menu" aria-expanded="false"/,
    );
    expect(html).toMatch(/<div [^>]*aria-hidden="true"><span [^>]*>AA<\/span><\/div>/);
  });

  it("shows the copyright line with the current year and the brand", async () => {
    const html = await layout("/");
    expect(html).toMatch(new RegExp(`data-testid="sidebar-copyright">© ${new Date().getFullYear()} ${brand.name}<`));
  });

  it("renders the page in the main landmark, with a skip link to it", async () => {
    const html = await layout("/");
    expect(html).toMatch(/<main [^>]*id="main-content"[^>]*><p>page body<\/p><\/main>/);
    expect(html).toContain('<a href="#main-content"');
  });
});

describe("AppLayout: impersonation", () => {
  const proxy = { first: "Ben", last: "Owner", company: "Acme Bakery" };

  it("shows exactly who the session acts as and a Back to All Companies form", async () => {
    const html = await layout("/", { proxy });
    expect(textOf(html)).toContain("Logged in as: Ben Owner of Acme Bakery Back to All Companies");
    expect(html).toMatch(/<form method="post" action="\/impersonation\/end"[^>]*><button [^>]*type="submit"/);
  });

  it("keeps both when collapsed: the words for screen readers and a named button", async () => {
    const html = await layout("/", { proxy, collapsedInitially: true });
    expect(textOf(html)).toContain("Logged in as: Ben Owner of Acme Bakery");
    expect(html).toMatch(
      /<form method="post" action="\/impersonation\/end"[^>]*><button [^>]*aria-label="Back to All Companies"/,
    );
  });

  it("says it on a phone too, in a bar under the top bar (outside the drawer), one copy shown per screen size", async () => {
    const html = await layout("/", { proxy });
    const header = html.match(/<header [^>]*>[\s\S]*?<\/header>/)?.[0] ?? "";
    expect(header).toContain("mantine-hidden-from-sm");
    expect(header).toContain('data-testid="impersonation-bar"');
    expect(textOf(header)).toContain("Logged in as: Ben Owner of Acme Bakery Back to All Companies");
    expect(header).toMatch(/<form method="post" action="\/impersonation\/end"[^>]*><button [^>]*type="submit"/);
    // The sidebar's banner is for wider screens only.
    expect(html).toMatch(
      /<div [^>]*class="[^"]*mantine-visible-from-sm[^"]*"[^>]*><div [^>]*data-testid="impersonation-banner"/,
    );
  });

  it("shows nothing of it without a proxy", async () => {
    const html = await layout("/");
    expect(html).not.toContain("Logged in as:");
    expect(html).not.toContain("/impersonation/end");
  });
});
