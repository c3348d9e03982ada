// The own-report page's script (HTML only: see app/html-only/handle.ts): nothing beyond what every such page does.
import { startHtmlOnlyPage } from "~/html-only/page";

startHtmlOnlyPage();
