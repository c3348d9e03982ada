import type { ReactNode } from "react";
import { groupStyle, plainClasses, shellClasses, textStyle } from "../plain";
import own from "./ListPage.module.css";

/** A list page's frame: a column md apart, the page's title (an h1 at h2's size), a bordered panel. */
export const pageClasses = { stack: own.stack, title: own.title, paper: own.paper };

/**
 * A list page's header: its title, a line that describes it and the page's action (e.g. an "Add …" button). Plain
 * elements in the look of Group, Title and Text (~/ui/plain.tsx): every list page renders it on every request.
 */
export function ListPageHeader({
  title,
  description,
  action,
  gap = "md",
}: {
  title: ReactNode;
  description: ReactNode;
  action?: ReactNode;
  /** Between the title and the action when they wrap. */
  gap?: "sm" | "md";
}) {
  return (
    <div className={shellClasses.group} style={gap === "sm" ? HEADER_SM : HEADER}>
      <div>
        <h1 className={pageClasses.title}>{title}</h1>
        <p className={plainClasses.text} style={DESCRIPTION} data-size="sm">
          {description}
        </p>
      </div>
      {action}
    </div>
  );
}

const HEADER = groupStyle("md", "space-between", "wrap", "flex-end");
const HEADER_SM = groupStyle("sm", "space-between", "wrap", "flex-end");
/** Text c="dimmed" size="sm". */
const DESCRIPTION = { ...textStyle("sm"), color: "var(--mantine-color-dimmed)" };
