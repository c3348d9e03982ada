import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { setNonce } from "get-nonce";
import { readBrowserNonce } from "~/ui/nonce";

// Mantine's Modal and Drawer lock scrolling through react-remove-scroll, which adds a <style> element; the CSP
// refuses it unless it carries the page's nonce, which get-nonce hands to it.
setNonce(readBrowserNonce());

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
