// The pipeline's counts as people read them, so the board, the Pipelines page and the candidate list can be told
// apart honestly: the list and the board leave archived and test results out unless asked, the Pipelines page
// counts every card (a delete has to move them all). Safe for browser code.
import { formatNumber } from "../../domain/format";
import type { KanbanFilters } from "./filters";

export const cardsText = (n: number) => `${formatNumber(n)} card${n === 1 ? "" : "s"}`;

/** Whether filters beyond company, pipeline and columns narrow the cards the board shows. */
function narrowed(filters: KanbanFilters): boolean {
  return Boolean(
    filters.locations.length ||
    filters.departments.length ||
    filters.roles.length ||
    filters.roleExplorer ||
    filters.startDate ||
    filters.endDate,
  );
}

/**
 * Why cards of a column (or the board) are not shown, naming only the reasons that can apply: the filters that are
 * set, and the archived or test cards the board leaves out unless "Include archived" / "Include tests" is on (no
 * filter looks set then, so "hidden by filters" alone would say nothing). Null when nothing is hidden.
 */
export function hiddenCardsText(hidden: number, filters: KanbanFilters): string | null {
  if (hidden <= 0) return null;
  const left = [!filters.includeArchived && "archived", !filters.includeTests && "test"].filter(Boolean).join(" or ");
  const reasons = [narrowed(filters) && "filtered out", left].filter(Boolean).join(", ");
  return `${formatNumber(hidden)} not shown: ${reasons || "filtered out"}`;
}

/**
 * A pipeline's (or status's) count on the Pipelines page: the cards the board and the candidate list show by default
 * first, so the numbers agree, then the archived and test cards it also holds.
 */
export function heldCardsText(all: number, archivedOrTest: number): string {
  if (archivedOrTest <= 0) return cardsText(all);
  return `${cardsText(all - archivedOrTest)} + ${formatNumber(archivedOrTest)} archived or test`;
}
