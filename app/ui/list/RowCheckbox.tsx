import { useEffect, useRef, type ChangeEvent } from "react";
import classes from "./ListTable.module.css";
import type { CheckboxProps } from "./plain-table";

/** Mantine's Checkbox, as markup: the same classes, no component per row. */
export function RowCheckbox({
  checked,
  indeterminate,
  disabled,
  onChange,
  props,
}: {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  props?: CheckboxProps;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !!indeterminate;
  }, [indeterminate]);
  // A row's selection box in the look of Mantine's Checkbox (size "sm", no label: its name is its aria-label).
  return (
    <div className={classes.checkbox}>
      <input
        {...props}
        ref={ref}
        className={`mantine-focus-auto ${classes.checkboxInput}`}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        data-indeterminate={indeterminate || undefined}
      />
      {indeterminate ? (
        <svg viewBox="0 0 32 6" xmlns="http://www.w3.org/2000/svg" aria-hidden className={classes.checkboxIcon}>
          <rect width="32" height="6" fill="currentColor" rx="3" />
        </svg>
      ) : (
        <svg
          viewBox="0 0 10 7"
          fill="none"
          xmlns="http://www.w3.org/2000/svg"
          aria-hidden
          className={classes.checkboxIcon}
        >
          <path
            d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
            fill="currentColor"
            fillRule="evenodd"
            clipRule="evenodd"
          />
        </svg>
      )}
    </div>
  );
}
