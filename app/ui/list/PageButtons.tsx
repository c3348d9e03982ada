import { usePagination } from "@mantine/hooks";
import { useId, type CSSProperties } from "react";
import { plainClasses, textInputClasses } from "../plain";
import classes from "./ListTable.module.css";

const PAGINATION = {
  control: `mantine-focus-auto ${classes.pageControl}`,
  dots: classes.pageDots,
  icon: classes.pageIcon,
};
import { pageControlLabel } from "./pagination";

// The list pager's controls as plain elements in the look of Mantine's Pagination (../plain.tsx): Pagination and the
// page-size Menu built some 25 components for every list page (Popover, Portal, a Box per control), a third of a list
// page's Mantine work on the server.

const PREVIOUS = "M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z";
const NEXT = "M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z";
const DOTS =
  "M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z";

function Icon({ path, rtl }: { path: string; rtl?: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      xmlns="http://www.w3.org/2000/svg"
      className={rtl ? `${PAGINATION.icon} mantine-rotate-rtl` : PAGINATION.icon}
      aria-hidden
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/**
 * Mantine's small Pagination (one sibling and one boundary page, dots between), as markup: Previous and Next are
 * named buttons, the current page has `aria-current`.
 */
export function PageButtons({
  pages,
  page,
  onChange,
  className,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
  className?: string;
}) {
  const { range } = usePagination({ total: pages, page, onChange });
  const control = (
    target: number,
    label: string | undefined,
    content: React.ReactNode,
    off: boolean,
    current?: boolean,
  ) => (
    <button
      key={label ?? target}
      type="button"
      className={`${PAGINATION.control}${off ? "" : " mantine-active"}`}
      data-with-padding={label ? undefined : true}
      disabled={off}
      aria-label={label}
      aria-current={current ? "page" : undefined}
      onClick={() => onChange(target)}
    >
      {content}
    </button>
  );
  return (
    <div className={className}>
      <div className={classes.pages}>
        {control(page - 1, pageControlLabel("previous"), <Icon path={PREVIOUS} rtl />, page <= 1)}
        {range.map((item, i) =>
          item === "dots" ? (
            <div key={`dots-${i}`} className={PAGINATION.dots}>
              <Icon path={DOTS} />
            </div>
          ) : (
            control(item, undefined, item, false, item === page)
          ),
        )}
        {control(page + 1, pageControlLabel("next"), <Icon path={NEXT} rtl />, page >= pages)}
      </div>
    </div>
  );
}

const SELECT_VARS = {
  "--input-height": "calc(1.625rem * var(--mantine-scale))",
  "--input-padding-x": "var(--mantine-spacing-sm)",
} as CSSProperties;

/** The page-size choice: a native select (the phone's own picker) with its label, in Mantine's input look. */
export function PageSizeSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number;
  options: readonly number[];
  onChange: (limit: number) => void;
}) {
  const id = useId();
  return (
    <div className={classes.pageSize}>
      <label htmlFor={id} className={plainClasses.text} data-size="sm">
        {label}
      </label>
      <div className={textInputClasses.wrapper} style={SELECT_VARS}>
        <select
          id={id}
          className={`${textInputClasses.input} ${classes.pageSizeInput}`}
          value={value}
          onChange={(e) => onChange(Number(e.currentTarget.value))}
        >
          {(options.includes(value) ? options : [...options, value].sort((a, b) => a - b)).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
