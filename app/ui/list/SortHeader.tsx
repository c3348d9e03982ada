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
    <UnstyledButton
      ref={ref}
      type="button"
      onClick={() => sort.onSort(nextSort(sort, column, first ?? sort.first?.[column]))}
      style={{
        display: "inline-flex",
        alignItems: "center",
        gap: 4,
        width: "100%",
        justifyContent: align === "right" ? "flex-end" : align === "center" ? "center" : "flex-start",
        font: "inherit",
        fontWeight: "inherit",
        color: "inherit",
      }}
    >
      <span>{children}</span>
      <Icon size={14} stroke={1.75} aria-hidden style={{ flex: "none", opacity: state === "none" ? 0.45 : 1 }} />
    </UnstyledButton>
  );
}
