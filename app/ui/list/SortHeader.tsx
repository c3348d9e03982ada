import { UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconSelector } from "@tabler/icons-react";
import { useEffect, useRef, type ReactNode } from "react";
import { ariaSort, nextSort, type ListSort, type SortDirection } from "./sort";

/**
 * A column header that sorts the list: a real button (Enter and Space activate it) inside the header cell, which
 * gets `aria-sort`. DataTable's own sortable headers turn the cell itself into a button with no `aria-sort`, so
 * ListTable renders these instead.
 */
export function SortHeader({
  column,
  sort,
  first,
  align = "left",
  children,
}: {
  column: string;
  sort: ListSort;
  /** The first order when the list is sorted by this column anew. */
  first?: SortDirection;
  align?: "left" | "center" | "right";
  children: ReactNode;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const state = ariaSort(sort, column);
  // DataTable renders the cell; the attribute is set on it once hydrated (the button works from then on too).
  useEffect(() => {
    const cell = ref.current?.closest("th");
    cell?.setAttribute("aria-sort", state);
    return () => cell?.removeAttribute("aria-sort");
  }, [state]);
  const Icon = state === "ascending" ? IconArrowUp : state === "descending" ? IconArrowDown : IconSelector;
  return (
    // UnstyledButton's markup (its classes), without the component: one per sortable column of every list.
    <button
      ref={ref}
      type="button"
      className={BUTTON_CLASS}
      onClick={() => sort.onSort(nextSort(sort, column, first ?? sort.first?.[column]))}
      style={align === "right" ? RIGHT : align === "center" ? CENTER : LEFT}
    >
      <span>{children}</span>
      <Icon size={14} stroke={1.75} aria-hidden style={state === "none" ? UNSORTED_ICON : SORTED_ICON} />
    </button>
  );
}

const BUTTON_CLASS = `mantine-focus-auto ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const base = {
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  width: "100%",
  font: "inherit",
  fontWeight: "inherit",
  color: "inherit",
} as const;
const LEFT = { ...base, justifyContent: "flex-start" } as const;
const CENTER = { ...base, justifyContent: "center" } as const;
const RIGHT = { ...base, justifyContent: "flex-end" } as const;
const UNSORTED_ICON = { flex: "none", opacity: 0.45 } as const;
const SORTED_ICON = { flex: "none", opacity: 1 } as const;
