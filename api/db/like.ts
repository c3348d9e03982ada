// LIKE patterns from user text: `\`, `%` and `_` are escaped (backslash is PostgreSQL's default LIKE escape), so a
// search for "50%" finds "50%" and not everything starting with "50".
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches values that contain `text` (use with ilike). */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** Matches values that start with `text`, lower-cased (for prefix indexes on lower(column)). */
export const prefixPattern = (text: string) => `${escapeLike(text.toLowerCase())}%`;
