// The page script of an HTML-only page with nothing of its own to do (bundled on its own: see handle.ts).
import { startHtmlOnlyPage } from "./page";

startHtmlOnlyPage();
