// What every HTML-only page does in the browser (no React): its page view, one submit per form, and the marker
// that says the page is ready for input.
import { configureTelemetry, flushPageView, page } from "~/telemetry/telemetry";
import { HTML_PAGE_CONFIG_ID, type HtmlPageConfig } from "./config";
import { readJsonData } from "./json-data";

export function startHtmlOnlyPage() {
  const config = readJsonData<HtmlPageConfig>(HTML_PAGE_CONFIG_ID);
  if (config?.telemetry) {
    configureTelemetry(config.telemetry);
    // At once: one page view per document here, no burst of client-side navigations to collapse.
    page(config.pageView.name, { path: config.pageView.path }, { immediate: true });
    window.addEventListener("pagehide", () => flushPageView());
  }
  oneSubmitPerForm();
  document.documentElement.dataset.ready = "true";
}

/** Disables a Mantine button in plain DOM: the attribute, and the data attribute Mantine styles it by. */
export function setButtonDisabled(button: HTMLButtonElement | null | undefined, disabled: boolean) {
  if (!button) return;
  button.disabled = disabled;
  if (disabled) button.dataset.disabled = "true";
  else delete button.dataset.disabled;
}

/**
 * A form on its way is not sent twice (a double tap on a slow phone): its submit buttons are disabled (the form's
 * data is already taken) and a second submit is ignored until the page is shown again (the back button restores
 * it from the cache).
 */
function oneSubmitPerForm() {
  const sending = new Set<HTMLFormElement>();
  const submitButtons = (form: HTMLFormElement) => form.querySelectorAll<HTMLButtonElement>("button[type=submit]");
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented || form.method.toLowerCase() !== "post") return;
    if (sending.has(form)) return event.preventDefault();
    sending.add(form);
    for (const button of submitButtons(form)) setButtonDisabled(button, true);
  });
  window.addEventListener("pageshow", () => {
    for (const form of sending) for (const button of submitButtons(form)) setButtonDisabled(button, false);
    sending.clear();
  });
}
