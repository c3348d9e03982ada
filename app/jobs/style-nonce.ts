import { setNonce } from "get-nonce";

/**
 * Mantine's Modal and Drawer lock scrolling through react-remove-scroll, which adds a <style> element the CSP
 * blocks unless it carries the page's nonce. Browsers hide the nonce attribute after load but keep the `nonce`
 * property of the page's scripts; it is handed to get-nonce, which react-remove-scroll asks. Imported for its
 * effect by the jobs pages that open dialogs (the same as app/user-management/style-nonce.ts).
 */
if (typeof document !== "undefined") {
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) setNonce(nonce);
}
