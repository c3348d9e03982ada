/**
 * A redirect target is honoured only when it is a path on this origin: it starts with a single "/" and is not
 * "//host" or "/\host" (which browsers treat as another origin). Anything else falls back.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = "/"): string {
  if (!target || typeof target !== "string") return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Control characters (e.g. a tab or newline inside "/\t/evil.example") can fool URL parsers.
  if ([...target].some((ch) => ch.charCodeAt(0) < 0x20)) return fallback;
  try {
    const url = new URL(target, "http://origin.invalid");
    if (url.origin !== "http://origin.invalid") return fallback;
    // Dot segments collapse during parsing: "/..//evil.example" becomes "//evil.example", another origin again.
    const path = url.pathname + url.search + url.hash;
    return path.startsWith("//") || path.startsWith("/\\") ? fallback : path;
  } catch {
    return fallback;
  }
}

/** Where an anonymous visitor is sent: /login, carrying the current path unless at the root. */
export function loginPathFor(url: URL): string {
  const current = url.pathname + url.search;
  if (url.pathname === "/" && !url.search) return "/login";
  return `/login?redirect_to=${encodeURIComponent(current)}`;
}
