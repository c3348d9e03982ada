// The register page's script (HTML only: see app/html-only/handle.ts): offers to continue the assessment this
// browser started for the same company, then starts the page.
import { startHtmlOnlyPage } from "~/html-only/page";
import { readPreviousSurveyPageUrl, readSurveyData } from "./storage";

function offerToContinue() {
  const offer = document.querySelector<HTMLElement>("[data-continue-survey]");
  const link = offer?.querySelector("a");
  const stored = readSurveyData();
  if (!offer || !link || !stored || stored.companyName !== offer.dataset.continueSurvey) return;
  const previous = readPreviousSurveyPageUrl();
  link.href = previous?.includes(stored.uuid) ? previous : `/survey/take?id=${encodeURIComponent(stored.uuid)}`;
  offer.hidden = false;
}

offerToContinue();
startHtmlOnlyPage();
