// Data an HTML-only page's script needs from the server: JSON in a <script type="application/json"> element (not
// run), written by <JsonData> on the server and read back in the browser.

/** The JSON text for a script element: "<" escaped, so the data cannot close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function readJsonData<T>(id: string): T | null {
  try {
    return JSON.parse(document.getElementById(id)?.textContent ?? "null") as T | null;
  } catch {
    return null;
  }
}
