// Mantine's look without a Mantine component: the same classes and CSS variables on plain elements, for what a
// list renders once per row or cell. A Mantine component resolves its props, theme and style props on every render
// (a quarter of the CPU of a 25-row list, issue 20); these cost what the markup costs. Styles are module constants.
import { Anchor, Badge, Text, VisuallyHidden } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";

type Size = "xs" | "sm" | "md";

/** Class names of Mantine components (`X.classes`: the names its CSS uses), plus the static `mantine-X-root`. */
export const plainClasses = {
  text: `mantine-focus-auto ${Text.classes.root} mantine-Text-root`,
  anchor: `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`,
  visuallyHidden: `${VisuallyHidden.classes.root} mantine-VisuallyHidden-root`,
  badge: `${Badge.classes.root} mantine-Badge-root`,
  badgeLabel: `${Badge.classes.label} mantine-Badge-label`,
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
