import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { Form, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { groupStyle, Hidden, shellClasses, textInputClasses as input } from "../plain";
import { useListUrl } from "./use-list-url";

const TOOLBAR = groupStyle("sm", "flex-start", "wrap", "flex-end");

/** How long typing pauses before the list searches. */
export const SEARCH_DELAY_MS = 400;

/** What a list page may set of its search box's layout: a maximum width (px) or its own flex. */
export interface SearchBoxLayout {
  maw?: number;
  style?: CSSProperties;
}

/**
 * A list's search box: searches as typing pauses (replacing the history entry rather than adding one per pause),
 * at once on Enter, and keeps what is typed while the list loads; a search changed elsewhere (Clear, Back) shows.
 */
export function SearchBox({
  value,
  label = "Search",
  placeholder,
  param = "search",
  maw,
  style,
}: {
  /** The search the list shows now (from the loader's query). */
  value: string;
  label?: string;
  placeholder?: string;
  /** The URL parameter (and form field) of the search. */
  param?: string;
} & SearchBoxLayout) {
  const { set } = useListUrl();
  const id = `mantine-${useId().replace(/:/g, "")}`;
  const [text, setText] = useState(value);
  // The search this box last sent: when it lands, the box keeps what was typed meanwhile.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (value === sent.current) sent.current = null;
    else setText(value);
  }, [value]);
  const searchSoon = useDebouncedCallback((next: string) => {
    if (next === value) return;
    sent.current = next;
    set({ [param]: next || null }, { replace: true });
  }, SEARCH_DELAY_MS);
  // A plain field in the look of Mantine's TextInput (size "sm", a search icon on the left): every list page renders it.
  return (
    <div
      className={input.root}
      style={
        maw === undefined ? (style ?? GROWS) : { ...GROWS, maxWidth: `calc(${maw / 16}rem * var(--mantine-scale))` }
      }
    >
      <label className={input.label} htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className={input.wrapper} data-with-left-section>
        <div className={input.section}>
          <IconSearch size={16} aria-hidden />
        </div>
        <input
          className={input.input}
          name={param}
          type="search"
          placeholder={placeholder}
          aria-invalid={false}
          id={id}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            searchSoon(e.currentTarget.value.trim());
          }}
          onKeyDown={(e) => {
            // Enter submits the form (a search at once): nothing is left waiting to run after it.
            if (e.key === "Enter") searchSoon.cancel();
          }}
        />
      </div>
    </div>
  );
}

const GROWS = { flex: "1 1 220px" };

/**
 * The toolbar of a list page: a search form (role "search") with the search box, the page's filter controls beside
 * it and anything below them (`children`). The form also works as a plain GET form: Enter submits the search with
 * the list's other URL parameters (hidden fields), and without scripts the filters apply with the submit button.
 */
export function ListToolbar({
  label,
  search,
  searchLabel,
  placeholder,
  searchProps,
  filters,
  children,
  submitLabel = "Search",
  exclude = [],
}: {
  /** The form's name, e.g. "Search role benchmarks". */
  label: string;
  /** The search the list shows now. */
  search: string;
  searchLabel?: string;
  placeholder?: string;
  searchProps?: SearchBoxLayout;
  /** Filter controls beside the search box. */
  filters?: ReactNode;
  /** Rows under the search box (more filters, chips). */
  children?: ReactNode;
  /** The name of the (visually hidden) submit button. */
  submitLabel?: string;
  /** URL parameters that controls in the form submit themselves (named fields), not to repeat as hidden fields. */
  exclude?: readonly string[];
}) {
  const location = useLocation();
  const kept = [...new URLSearchParams(location.search)].filter(
    ([key]) => key !== "search" && key !== "page" && !exclude.includes(key),
  );
  return (
    <Form method="get" role="search" aria-label={label}>
      {/* A plain row and a visually hidden button (~/ui/plain.tsx): every list page renders this toolbar. */}
      <div className={shellClasses.group} style={TOOLBAR}>
        <SearchBox value={search} label={searchLabel} placeholder={placeholder} {...searchProps} />
        {filters}
        <Hidden>
          <button type="submit">{submitLabel}</button>
        </Hidden>
      </div>
      {children}
      {kept.map(([key, value], i) => (
        <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
      ))}
    </Form>
  );
}
