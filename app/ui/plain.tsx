// Mantine's look without a Mantine component, for what every signed-in request renders (the shell, a list page's
// frame, a list's rows and cells): plain elements with our own classes (plain.module.css, on Mantine's public CSS
// variables) or with a Mantine component's public class names (`X.classes`). A Mantine component resolves its props,
// theme and style props on every render (a quarter of the CPU of a 25-row list); these cost what the markup costs.
// docs/decisions/069-owned-styles-for-plain-elements.md.
import { Anchor, Text, VisuallyHidden } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";
import own from "./plain.module.css";

type Size = "xs" | "sm" | "md";

/** Text and Anchor by their public class names (`X.classes`: what their stylesheets style); visually hidden text. */
export const plainClasses = {
  text: `mantine-focus-auto ${Text.classes.root}`,
  anchor: `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root}`,
  visuallyHidden: VisuallyHidden.classes.root,
};

/**
 * A small table in a box that scrolls sideways on narrow screens (give the table a `minWidth`); its rows ruled.
 * `--table-vertical-spacing` may be set.
 */
export const tableClasses = {
  scrollContainer: own.tableScroll,
  table: own.table,
};

/** A sidebar link: `aria-current="page"` on the root marks the current one. */
export const navLinkClasses = {
  root: `mantine-focus-auto ${own.navLink}`,
  icon: own.navLinkIcon,
  body: own.navLinkBody,
  label: own.navLinkLabel,
};

/**
 * The signed-in shell's parts: a row (`group`, its variables from `groupStyle`), a button with no look of its own,
 * the user's avatar, the sidebar's icon button, the drawer's burger and a section of AppShell.Navbar.
 */
export const shellClasses = {
  group: own.group,
  unstyledButton: `mantine-focus-auto ${own.unstyledButton}`,
  avatar: own.avatar,
  avatarInitials: own.avatarInitials,
  iconButton: `mantine-focus-auto mantine-active ${own.iconButton}`,
  iconButtonIcon: own.iconButtonIcon,
  burger: `mantine-focus-auto ${own.burger}`,
  burgerLines: own.burgerLines,
  appShellSection: own.appShellSection,
};

/** A row's variables (its items centred unless told): the style of a plain element with `shellClasses.group`. */
export function groupStyle(
  gap: "xs" | "sm" | "md",
  justify: "flex-start" | "center" | "space-between" = "flex-start",
  wrap: "wrap" | "nowrap" = "wrap",
  align: "center" | "flex-end" = "center",
): CSSProperties {
  return {
    "--group-gap": `var(--mantine-spacing-${gap})`,
    "--group-align": align,
    "--group-justify": justify,
    "--group-wrap": wrap,
  } as CSSProperties;
}

/**
 * A text field of size sm: `root` holds the label and the box; the box (`wrapper`, `data-with-left-section` when an
 * icon is in `section`) holds the input. The box's `--input-height` may be set (36 px unless told).
 */
export const textInputClasses = {
  root: own.field,
  label: own.fieldLabel,
  wrapper: own.fieldBox,
  section: own.fieldIcon,
  input: own.fieldInput,
};

/** A 3 px bar: a section's style has `--progress-section-size` and `--progress-section-color`. */
export const progressClasses = {
  root: own.progress,
  section: own.progressSection,
};

const textStyles = Object.fromEntries(
  (["xs", "sm", "md"] as const).map((size) => [
    size,
    { "--text-fz": `var(--mantine-font-size-${size})`, "--text-lh": `var(--mantine-line-height-${size})` },
  ]),
) as unknown as Record<Size, CSSProperties>;

/** The CSS variables of a Mantine Text of a size (the `style` of a plain element with `plainClasses.text`). */
export const textStyle = (size: Size) => textStyles[size];

/** Visually hidden, read by assistive technology. */
export function Hidden({ children }: { children: ReactNode }) {
  return <span className={plainClasses.visuallyHidden}>{children}</span>;
}
