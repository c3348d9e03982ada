import type { MenuProps } from "@mantine/core";
import { useEffect, useId, useRef, useState, type CSSProperties } from "react";
import { Form, Link } from "@remix-run/react";
import { IconLogout, IconUser } from "@tabler/icons-react";
import type { UserProfile } from "~domain/profile";
import { clearSignedInBrowserData } from "~/auth/browser-data";
import { useOverlays } from "~/ui/after-hydration";
import { groupStyle, plainClasses, shellClasses, textStyle } from "~/ui/plain";
import { displayName, initials } from "./initials";

export interface UserMenuProps {
  profile: Pick<UserProfile, "first" | "last" | "email">;
  /** Show the name beside the avatar (the expanded sidebar); otherwise the avatar alone. */
  withName?: boolean;
  position?: "bottom-end" | "right-end" | "top-start";
  /** Passed to Mantine's Menu (e.g. `defaultOpened`). */
  menuProps?: Partial<MenuProps>;
}

/** The avatar with the user's initials and its menu: View Profile and Logout (spec §2 top bar). */
export function UserMenu({ profile, withName = false, position = "bottom-end", menuProps }: UserMenuProps) {
  const name = displayName(profile.first, profile.last, profile.email);
  // A menu may only contain menu items, so the logout form sits outside it and the item submits it by id.
  const logoutFormId = `logout-${useId().replace(/:/g, "")}`;
  // The menu's code loads after hydration (~/ui/after-hydration.ts); until then the button is the same markup, and a
  // click on it (Enter and Space are clicks) is replayed on the menu's button once loaded: focused first, so that
  // closing the menu returns focus to it.
  const overlays = useOverlays();
  const button = useRef<HTMLButtonElement>(null);
  const [clickedEarly, setClickedEarly] = useState(false);
  useEffect(() => {
    if (!overlays || !clickedEarly) return;
    setClickedEarly(false);
    button.current?.focus();
    button.current?.click();
  }, [overlays, clickedEarly]);

  // Plain elements in the look of UnstyledButton, Group, Avatar and Text (~/ui/plain.tsx): every page renders this.
  const target = (
    <button
      ref={button}
      type="button"
      className={shellClasses.unstyledButton}
      aria-label={`Account menu for ${name}`}
      data-testid="user-menu"
      style={ROUNDED}
      // What Menu.Target sets (it overrides these once loaded).
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={overlays ? undefined : () => setClickedEarly(true)}
    >
      <div className={shellClasses.group} style={ROW}>
        <div className={shellClasses.avatar} aria-hidden>
          <span className={shellClasses.avatarInitials}>{initials(profile.first, profile.last, profile.email)}</span>
        </div>
        {withName ? (
          <span className={plainClasses.text} style={NAME} data-size="sm" data-line-clamp>
            {name}
          </span>
        ) : null}
      </div>
    </button>
  );
  const Menu = overlays?.Menu;
  return (
    <>
      <Form method="post" action="/logout" id={logoutFormId} hidden onSubmit={() => clearSignedInBrowserData()} />
      {Menu ? (
        <Menu position={position} withArrow shadow="md" width={200} withInitialFocusPlaceholder={false} {...menuProps}>
          <Menu.Target>{target}</Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{name}</Menu.Label>
            <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
              View Profile
            </Menu.Item>
            <Menu.Item
              component="button"
              type="submit"
              form={logoutFormId}
              leftSection={<IconLogout size={16} aria-hidden />}
            >
              Logout
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : (
        target
      )}
    </>
  );
}

const ROUNDED = { borderRadius: 8 };
const ROW = groupStyle("sm", "flex-start", "nowrap");
/** Text size="sm" fw={500} lineClamp={1}. */
const NAME = { ...textStyle("sm"), "--text-line-clamp": 1, fontWeight: 500 } as CSSProperties;
