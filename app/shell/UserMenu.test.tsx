import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../tests/support/render-page";

// The menu's code is loaded after hydration in the browser; here it is as loaded, to read the menu's markup.
vi.mock("~/ui/after-hydration", async () => {
  const overlays = await import("~/ui/overlays");
  return { useOverlays: () => overlays };
});

// The unit tier's files share a module registry (vitest.config.ts): this file loads its own copy of the menu, which
// sees the mock, whatever another file loaded before.
vi.resetModules();
const { UserMenu } = await import("./UserMenu");

const profile = { first: "Ava", last: "Admin", email: "ava.admin@provider.test" };

const render = () =>
  renderPage(<UserMenu profile={profile} menuProps={{ defaultOpened: true, withinPortal: false }} />);

describe("UserMenu", () => {
  it("offers View Profile (a link to /profile) and Logout (a POST form to /logout)", async () => {
    const html = await render();
    expect(html).toMatch(/<a [^>]*role="menuitem"[^>]*href="\/profile"[^>]*>[\s\S]*?View Profile/);
    // The form sits outside the menu (a menu holds only menu items); the Logout item submits it by id.
    const formId = html.match(/<form method="post" action="\/logout" id="([^"]+)" hidden=""/)?.[1];
    expect(formId).toBeTruthy();
    expect(html).toMatch(
      new RegExp(`<button [^>]*type="submit"[^>]*form="${formId}"[^>]*role="menuitem"[\\s\\S]*?Logout`),
    );
  });
});
