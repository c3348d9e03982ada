import { AppShell } from "@mantine/core";
import { Link, useLocation } from "@remix-run/react";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import brand from "~brand";
import { isLinkActive, type NavLink } from "~domain/navigation";
import type { UserProfile } from "~domain/profile";
import { BrandLogo } from "~/ui/BrandLogo";
import { groupStyle, navLinkClasses as nav, plainClasses, shellClasses as shell, textStyle } from "~/ui/plain";
import { Tooltip } from "~/ui/Tooltip";
import classes from "./AppLayout.module.css";
import { BrandMark } from "./BrandMark";
import { track } from "~/telemetry/telemetry";
import {
  IMPERSONATION_BAR_HEIGHT,
  ImpersonationBanner,
  ImpersonationBar,
  type ProxyIdentity,
} from "./ImpersonationBanner";
import { NAV_ICONS } from "./nav-icons";
import { sidebarCollapsedCookie } from "./sidebar-cookie";
import { UserMenu } from "./UserMenu";

/** Spec §9: sidebar widths and the top bar's height on small screens. */
export const SIDEBAR_WIDTH = 323;
export const SIDEBAR_COLLAPSED_WIDTH = 94;
const TOP_BAR_HEIGHT = 56;
const SIDEBAR_ID = "app-sidebar";
const MAIN_ID = "main-content";
const BOLD = { fontWeight: 500 };

// The shell's rows, sections, buttons and text as plain elements (~/ui/plain.tsx), their props as module constants:
// every signed-in page renders them, and each component resolved its props and styles on every render.
const TOP_BAR = {
  ...groupStyle("md", "space-between", "nowrap"),
  height: `calc(${TOP_BAR_HEIGHT / 16}rem * var(--mantine-scale))`,
};
const TOP_BAR_START = groupStyle("sm", "flex-start", "nowrap");
const SIDEBAR_TOP = groupStyle("xs", "space-between", "nowrap");
const SIDEBAR_TOP_ICONS = groupStyle("xs", "center", "nowrap");
const MARK_ROW = { ...groupStyle("md", "center"), marginTop: "var(--mantine-spacing-sm)" };
const USER_ROW = groupStyle("md", "flex-start");
const USER_ROW_ICONS = groupStyle("md", "center");
const SECTION_MB = { marginBottom: "var(--mantine-spacing-md)" };
const SECTION_MT = { marginTop: "var(--mantine-spacing-md)" };
const LINKS_SECTION = {
  marginInline: "calc(var(--mantine-spacing-xs) * -1)",
  paddingInline: "var(--mantine-spacing-xs)",
};
const USER_BOX = { marginBottom: "var(--mantine-spacing-sm)" };
/** Text size="xs" c="dimmed", left or centred. */
const copyright = (textAlign: "left" | "center") =>
  ({ ...textStyle("xs"), color: "var(--mantine-color-dimmed)", textAlign }) as CSSProperties;
const COPYRIGHT = copyright("left");
const COPYRIGHT_ICONS = copyright("center");

export interface AppLayoutProps {
  /** The signed-in (or impersonated) user's profile. */
  profile: UserProfile;
  /** The sidebar's links: `sidebarLinks(...)` from domain/navigation.ts. */
  links: readonly NavLink[];
  /** Whom a super admin acts as during impersonation, else null. */
  proxy: ProxyIdentity | null;
  /** From the `sidebar-collapsed` cookie (`isSidebarCollapsed`), so the server renders the right width. */
  collapsedInitially: boolean;
  children: ReactNode;
}

/**
 * The signed-in shell (spec §2): a sidebar of 323 px, collapsible to 94 px (icons with tooltips), remembered in a
 * cookie; below 768 px the sidebar is a drawer opened from a top bar that also holds the user's avatar menu.
 */
export function AppLayout({ profile, links, proxy, collapsedInitially, children }: AppLayoutProps) {
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(collapsedInitially);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const navbarRef = useRef<HTMLElement>(null);

  const toggleCollapsed = useCallback(() => {
    setCollapsed((was) => {
      const next = !was;
      document.cookie = sidebarCollapsedCookie(next, window.location.protocol === "https:");
      return next;
    });
  }, []);

  const closeDrawer = useCallback((returnFocus: boolean) => {
    setDrawerOpen(false);
    if (returnFocus) burgerRef.current?.focus();
  }, []);

  // The drawer closes on every navigation (spec §2).
  useEffect(() => {
    setDrawerOpen(false);
  }, [location.key]);

  // Opening the drawer takes focus into it.
  useEffect(() => {
    if (!drawerOpen || !navbarRef.current) return;
    const focusable = navbarRef.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
    // Parts of the sidebar are hidden on small screens (the collapse toggle): take the first one shown.
    [...focusable].find((element) => element.getClientRects().length > 0)?.focus();
  }, [drawerOpen]);

  // Escape closes the open drawer, wherever focus is, and returns focus to the menu toggle.
  useEffect(() => {
    if (!drawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeDrawer(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [drawerOpen, closeDrawer]);

  // The drawer always shows labels; the collapsed state only applies from the mobile threshold up. Server and
  // browser agree on `collapsed`, so the first render matches.
  const iconsOnly = collapsed && !drawerOpen;
  const year = new Date().getFullYear();
  const onEndImpersonation = () => track("Impersonation Ended", { impersonated_user_id: profile.id });
  // On a phone the impersonation bar sits in the header, under the top bar.
  const phoneHeaderHeight = TOP_BAR_HEIGHT + (proxy ? IMPERSONATION_BAR_HEIGHT : 0);

  return (
    <AppShell
      header={{ height: { base: phoneHeaderHeight, sm: 0 } }}
      navbar={{
        width: iconsOnly ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        breakpoint: "sm",
        collapsed: { mobile: !drawerOpen },
      }}
      padding="md"
    >
      <a href={`#${MAIN_ID}`} className={classes.skipLink}>
        Skip to main content
      </a>

      <AppShell.Header hiddenFrom="sm" px="sm">
        <div className={shell.group} style={TOP_BAR}>
          <div className={shell.group} style={TOP_BAR_START}>
            <button
              ref={burgerRef}
              type="button"
              className={shell.burger}
              onClick={() => setDrawerOpen((open) => !open)}
              aria-label={drawerOpen ? "Close navigation" : "Open navigation"}
              aria-expanded={drawerOpen}
              aria-controls={SIDEBAR_ID}
            >
              <div className={shell.burgerLines} data-opened={drawerOpen || undefined} />
            </button>
            <BrandLogo height={28} />
          </div>
          <UserMenu profile={profile} position="bottom-end" />
        </div>
        {proxy ? <ImpersonationBar proxy={proxy} onEnd={onEndImpersonation} /> : null}
      </AppShell.Header>

      <AppShell.Navbar
        id={SIDEBAR_ID}
        ref={navbarRef}
        aria-label="Main navigation"
        className={classes.navbar}
        data-drawer-closed={drawerOpen ? undefined : ""}
        data-collapsed={iconsOnly ? "" : undefined}
        data-testid="sidebar"
        p={iconsOnly ? "xs" : "md"}
      >
        <div className={`${shell.appShellSection} mantine-visible-from-sm`} style={SECTION_MB}>
          <div className={shell.group} style={iconsOnly ? SIDEBAR_TOP_ICONS : SIDEBAR_TOP}>
            {iconsOnly ? null : <BrandLogo height={36} />}
            <Tooltip label={iconsOnly ? "Expand sidebar" : "Collapse sidebar"} position="right" withArrow>
              <button
                type="button"
                className={shell.iconButton}
                onClick={toggleCollapsed}
                aria-label={iconsOnly ? "Expand sidebar" : "Collapse sidebar"}
                aria-expanded={!iconsOnly}
                aria-controls={SIDEBAR_ID}
                data-testid="sidebar-toggle"
              >
                <span className={shell.iconButtonIcon}>
                  {iconsOnly ? (
                    <IconLayoutSidebarLeftExpand aria-hidden />
                  ) : (
                    <IconLayoutSidebarLeftCollapse aria-hidden />
                  )}
                </span>
              </button>
            </Tooltip>
          </div>
          {iconsOnly ? (
            <div className={shell.group} style={MARK_ROW}>
              <BrandMark size={36} />
            </div>
          ) : null}
        </div>

        {/* From the mobile threshold up; below it the header's bar says the same (one copy shown at a time). */}
        {proxy ? (
          <div className={`${shell.appShellSection} mantine-visible-from-sm`} style={SECTION_MB}>
            <ImpersonationBanner proxy={proxy} collapsed={iconsOnly} onEnd={onEndImpersonation} />
          </div>
        ) : null}

        <div
          className={`${shell.appShellSection} ${classes.linksScroll}`}
          style={iconsOnly ? undefined : LINKS_SECTION}
          data-grow
        >
          <ul className={classes.links} data-testid="sidebar-links">
            {links.map((link) => (
              <li key={link.key}>
                <SidebarLink
                  link={link}
                  active={isLinkActive(link, location.pathname)}
                  iconsOnly={iconsOnly}
                  onNavigate={() => setDrawerOpen(false)}
                />
              </li>
            ))}
          </ul>
        </div>

        <div className={shell.appShellSection} style={SECTION_MT}>
          <div className="mantine-visible-from-sm" style={USER_BOX}>
            <div className={shell.group} style={iconsOnly ? USER_ROW_ICONS : USER_ROW}>
              <UserMenu profile={profile} withName={!iconsOnly} position="right-end" />
            </div>
          </div>
          <p
            className={`${plainClasses.text} ${classes.copyright}`}
            style={iconsOnly ? COPYRIGHT_ICONS : COPYRIGHT}
            data-size="xs"
            data-testid="sidebar-copyright"
          >
            © {year} {brand.name}
          </p>
        </div>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: "none" }}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}

function SidebarLink({
  link,
  active,
  iconsOnly,
  onNavigate,
}: {
  link: NavLink;
  active: boolean;
  iconsOnly: boolean;
  onNavigate: () => void;
}) {
  const Icon = NAV_ICONS[link.icon];
  // A plain link in NavLink's look (~/ui/plain.tsx): NavLink's module (with Collapse and a chevron for nested links,
  // unused here) would be JavaScript on every signed-in page, and it resolves its props for each of a dozen links.
  const anchor = (
    <Link
      to={link.href}
      prefetch="intent"
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      aria-label={iconsOnly ? link.label : undefined}
      className={`${iconsOnly ? `${classes.collapsedLink} ` : ""}${classes.link} ${nav.root}`}
      data-nav-key={link.key}
      style={BOLD}
    >
      <span className={iconsOnly ? `${classes.collapsedSection} ${nav.icon}` : nav.icon}>
        <Icon size={22} stroke={1.6} aria-hidden />
      </span>
      <div className={iconsOnly ? `${classes.collapsedBody} ${nav.body}` : nav.body}>
        <span className={nav.label}>{iconsOnly ? null : link.label}</span>
      </div>
    </Link>
  );
  // Only the icons-only sidebar needs the names as tooltips; the expanded one shows them (and a tooltip per link
  // costs its render on every page).
  if (!iconsOnly) return anchor;
  return (
    <Tooltip label={link.label} position="right" withArrow events={{ hover: true, focus: true, touch: false }}>
      {anchor}
    </Tooltip>
  );
}
