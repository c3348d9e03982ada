import { jsonForScript } from "./json-data";

/** Data for an HTML-only page's script (read with `readJsonData(id)`). */
export function JsonData({ id, value }: { id: string; value: unknown }) {
  return <script id={id} type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(value) }} />;
}
