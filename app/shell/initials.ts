/** The initials an avatar shows: first letters of first and last name, else of the e-mail, else "?". */
export function initials(first: string | null | undefined, last: string | null | undefined, email?: string): string {
  const letter = (s: string | null | undefined) => [...(s ?? "").trim()][0] ?? "";
  const fromName = `${letter(first)}${letter(last)}`;
  if (fromName) return fromName.toLocaleUpperCase();
  return letter(email).toLocaleUpperCase() || "?";
}

/** A person's display name: "First Last", else the e-mail. */
export function displayName(first: string | null | undefined, last: string | null | undefined, email?: string): string {
  const name = [first, last]
    .map((s) => (s ?? "").trim())
    .filter(Boolean)
    .join(" ");
  return name || email || "";
}
