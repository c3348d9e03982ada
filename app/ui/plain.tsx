// Mantine's look without a Mantine component: the same classes and CSS variables on plain elements, for what a
// list renders once per row or cell. A Mantine component resolves its props, theme and style props on every render
// (a quarter of the CPU of a 25-row list); these cost what the markup costs. Styles are module constants.
import { Anchor, Badge, Text, VisuallyHidden } from "@mantine/core";
import { Link, type LinkProps } from "@remix-run/react";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties, ReactNode } from "react";

type Size = "xs" | "sm" | "md";

/** Class names of Mantine components (`X.classes`: the names its CSS uses), plus the static `mantine-X-root`. */
export const plainClasses = {
  text: `mantine-focus-auto ${Text.classes.root} mantine-Text-root`,
  anchor: `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`,
  visuallyHidden: `${VisuallyHidden.classes.root} mantine-VisuallyHidden-root`,
  badge: `${Badge.classes.root} mantine-Badge-root`,
  badgeLabel: `${Badge.classes.label} mantine-Badge-label`,
};

// Class names of components the signed-in home renders as markup, written out: `X.classes` would bring X's module
// (and what it builds on: Table's ScrollArea, NavLink's Collapse) into the page's first-load JavaScript, which has a
// budget (ADR 044). plain.test.ts checks they are Mantine's.

/** Mantine Table's; `Table.ScrollContainer type="native"` has `--table-min-width` and `--table-overflow: auto`. */
export const tableClasses = {
  /** `Table.ScrollContainer type="native"`: `--table-min-width` and `--table-overflow: auto` in its style. */
  scrollContainer: "m_a100c15 mantine-TableScrollContainer-scrollContainer",
  scrollContainerInner: "m_62259741 mantine-TableScrollContainer-scrollContainerInner",
  table: "m_b23fa0ef mantine-Table-table",
  thead: "m_b242d975 mantine-Table-thead",
  tbody: "m_b2404537 mantine-Table-tbody",
  tr: "m_4e7aa4fd mantine-Table-tr",
  th: "m_4e7aa4f3 mantine-Table-th",
  td: "m_4e7aa4ef mantine-Table-td",
};

/** Mantine NavLink's (an UnstyledButton); `data-active` on the root and the description marks the current one. */
export const navLinkClasses = {
  root: "mantine-focus-auto m_f0824112 mantine-NavLink-root m_87cf2631 mantine-UnstyledButton-root",
  section: "m_690090b5 mantine-NavLink-section",
  body: "m_f07af9d2 mantine-NavLink-body",
  label: "m_1f6ac4c4 mantine-NavLink-label",
  description: "m_57492dcc mantine-NavLink-description",
};

/**
 * The signed-in shell's Mantine components, on every signed-in page: Group, UnstyledButton, Avatar, ActionIcon, Burger
 * and AppShell.Section. Their variables go in the element's style (`groupStyle`, or a module constant beside it).
 */
export const shellClasses = {
  group: "m_4081bf90 mantine-Group-root",
  unstyledButton: "mantine-focus-auto m_87cf2631 mantine-UnstyledButton-root",
  avatar: "m_f85678b6 mantine-Avatar-root",
  avatarPlaceholder: "m_104cd71f mantine-Avatar-placeholder",
  actionIcon:
    "mantine-focus-auto mantine-active m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root",
  actionIconIcon: "m_8d3afb97 mantine-ActionIcon-icon",
  burger: "mantine-focus-auto m_fea6bf1a mantine-Burger-root m_87cf2631 mantine-UnstyledButton-root",
  burgerLines: "m_d4fb9cad mantine-Burger-burger",
  appShellSection: "m_6dcfc7c7 mantine-AppShell-section",
};

/** Mantine's Stack, Title and Paper: a list page's frame, above its rows. */
export const pageClasses = {
  stack: "m_6d731127 mantine-Stack-root",
  title: "m_8a5d1357 mantine-Title-root",
  paper: "m_1b7284a3 mantine-Paper-root",
};

/** A Mantine Group's variables (its items centred unless told): the style of a plain element with `shellClasses.group`. */
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

/** Mantine TextInput's: InputWrapper, Input's wrapper (with `--input-height` and `--input-fz`) and the input. */
export const textInputClasses = {
  root: "m_46b77525 mantine-InputWrapper-root mantine-TextInput-root",
  label: "m_8fdc1311 mantine-InputWrapper-label mantine-TextInput-label",
  wrapper: "m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper",
  section: "m_82577fc2 mantine-Input-section mantine-TextInput-section",
  input: "m_8fb7ebe7 mantine-Input-input mantine-TextInput-input",
};

/** Mantine Progress's: the root has `--progress-size`, a section `--progress-section-size` and `-color`. */
export const progressClasses = {
  root: "m_db6d6462 mantine-Progress-root",
  section: "m_2242eb65 mantine-Progress-section",
};

/** Mantine Pagination's; its controls are UnstyledButtons. The root has `--pagination-control-size` and `-fz`. */
export const paginationClasses = {
  root: "m_4addd315 mantine-Pagination-root",
  control: "mantine-focus-auto m_326d024a mantine-Pagination-control m_87cf2631 mantine-UnstyledButton-root",
  dots: "m_4ad7767d mantine-Pagination-dots",
};

const textStyles = Object.fromEntries(
  (["xs", "sm", "md"] as const).map((size) => [
    size,
    { "--text-fz": `var(--mantine-font-size-${size})`, "--text-lh": `var(--mantine-line-height-${size})` },
  ]),
) as unknown as Record<Size, CSSProperties>;

/** The CSS variables of a Mantine Text of a size (the `style` of a plain element with `plainClasses.text`). */
export const textStyle = (size: Size) => textStyles[size];

/** `<VisuallyHidden>` as markup. */
export function Hidden({ children }: { children: ReactNode }) {
  return <span className={plainClasses.visuallyHidden}>{children}</span>;
}

/** Mantine Button's parts (its root is an UnstyledButton; `mantine-active` only while it can be pressed). */
export const buttonClasses = {
  root: "m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root",
  inner: "m_80f1301b mantine-Button-inner",
  section: "m_a74036a mantine-Button-section",
  label: "m_811560b9 mantine-Button-label",
};

/** The variables of Button variant="default" and variant="subtle" (the theme's primary colour, "brand"). */
const BUTTON_VARIANTS = {
  default: {
    "--button-bg": "var(--mantine-color-default)",
    "--button-hover": "var(--mantine-color-default-hover)",
    "--button-color": "var(--mantine-color-default-color)",
    "--button-bd": "calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)",
  },
  subtle: {
    "--button-bg": "transparent",
    "--button-hover": "var(--mantine-color-brand-light-hover)",
    "--button-color": "var(--mantine-color-brand-light-color)",
    "--button-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
  },
} as Record<"default" | "subtle", CSSProperties>;

interface PlainButtonProps {
  variant?: keyof typeof BUTTON_VARIANTS;
  /** An icon before the label. */
  leftSection?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}

/** The root's attributes and the inner markup of a Mantine Button of size "sm". */
function buttonParts({ variant = "default", leftSection, disabled, children }: PlainButtonProps) {
  return {
    root: {
      className: `mantine-focus-auto ${disabled ? "" : "mantine-active "}${buttonClasses.root}`,
      style: BUTTON_VARIANTS[variant],
      "data-variant": variant,
      "data-disabled": disabled || undefined,
      disabled: disabled || undefined,
      "data-with-left-section": leftSection ? true : undefined,
    },
    inner: (
      <span className={buttonClasses.inner}>
        {leftSection ? (
          <span className={buttonClasses.section} data-position="left">
            {leftSection}
          </span>
        ) : null}
        <span className={buttonClasses.label}>{children}</span>
      </span>
    ),
  };
}

type Without<T> = Omit<T, keyof PlainButtonProps | "className" | "style">;

/**
 * Mantine's Button (size "sm", no loader) as its markup, for buttons a page renders on every request: a `<button>`;
 * `PlainButtonLink` and `PlainButtonAnchor` are the same on a link. plain.test.tsx checks they match Button's.
 */
export function PlainButton({
  variant,
  leftSection,
  disabled,
  children,
  type = "button",
  ...rest
}: PlainButtonProps & Without<ButtonHTMLAttributes<HTMLButtonElement>>) {
  const { root, inner } = buttonParts({ variant, leftSection, disabled, children });
  return (
    <button {...root} type={type} {...rest}>
      {inner}
    </button>
  );
}

/** `<Button component={Link}>` as markup. Never disabled: a page that has nowhere to go shows no link. */
export function PlainButtonLink({
  variant,
  leftSection,
  children,
  ...rest
}: Omit<PlainButtonProps, "disabled"> & Without<LinkProps>) {
  const { root, inner } = buttonParts({ variant, leftSection, children });
  return (
    <Link {...root} {...rest}>
      {inner}
    </Link>
  );
}

/**
 * `<Button component="a">` as markup. Disabled, it is a disabled link as ARIA writes one: no `href` (nor `download`),
 * `role="link"` and `aria-disabled`. Mantine only paints a disabled anchor grey, and the browser would still follow
 * it; without `href` nothing follows it, and it leaves the tab order.
 */
export function PlainButtonAnchor({
  variant,
  leftSection,
  disabled,
  children,
  href,
  download,
  ...rest
}: PlainButtonProps & Without<AnchorHTMLAttributes<HTMLAnchorElement>>) {
  const { root, inner } = buttonParts({ variant, leftSection, disabled, children });
  const link = disabled ? { role: "link", "aria-disabled": true } : { href, download };
  return (
    <a {...root} {...link} {...rest}>
      {inner}
    </a>
  );
}
