// The thank-you page's script (HTML only: see app/html-only/handle.ts): the assessment is submitted, so nothing is
// left to resume on this device.
import { startHtmlOnlyPage } from "~/html-only/page";
import { clearSurveyStorage } from "./storage";

clearSurveyStorage();
startHtmlOnlyPage();
