// The take page's script (HTML only: see app/html-only/handle.ts and TakePage.tsx). It keeps the answers (the
// server's, plus those this device kept but the server lacks), saves each one as it is given, shows one page of
// statements at a time (building each page the server did not render from the statement template), and lets the
// submit through only when every answer is given and saved.
import { setButtonDisabled, startHtmlOnlyPage } from "~/html-only/page";
import { readJsonData } from "~/html-only/json-data";
import { createAnswerSync, type SentAnswer, type SyncState } from "./answer-sync";
import { fromServer, mergeAnswers, pageCount, resumePage } from "./answers";
import { firstPageOneValue } from "./nudge";
import { readSurveyData, writePreviousSurveyPageUrl, writeSurveyData, type LocalAnswer } from "./storage";
import { PAGE_SIZE, TAKE_DATA_ID, TEMPLATE_ITEM_ID, type SurveyItem, type TakeScriptData } from "./types";

const element = <E extends HTMLElement = HTMLElement>(name: string) =>
  document.querySelector<E>(`[data-take="${name}"]`);

function takeSurvey(data: TakeScriptData) {
  const { uuid, companyName, items, text } = data;
  // The counts in the page's language's digits (the words came from the server: TakeScriptText).
  const count = new Intl.NumberFormat(text.language);
  const pages = pageCount(items);
  const stored = readSurveyData();
  let answers: Record<string, LocalAnswer> =
    stored?.uuid === uuid ? mergeAnswers(fromServer(data.answers), stored.answers) : fromServer(data.answers);
  // The server lacks answers this device thinks it saved (a refused submit): send them all again.
  if (element("resend"))
    answers = Object.fromEntries(Object.entries(answers).map(([id, a]) => [id, { ...a, saved: false }]));
  let page = resumePage(items, answers);
  let showMissing = false;
  // The first page's one-value nudge (nudge.ts): shown once per assessment, remembered with the answers.
  let nudged = stored?.uuid === uuid && stored.nudged === true;
  let showNudge = false;
  let normGroupSkipped = false;

  const pageItems = () => items.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const missingOnPage = () => pageItems().filter((item) => !answers[item.id]);
  const radios = (itemId: string) => document.querySelectorAll<HTMLInputElement>(`input[name="item-${itemId}"]`);

  const sync = createAnswerSync({
    uuid,
    unsaved: text.unsaved,
    answers: () => answers,
    onSaved: (sent: SentAnswer[]) => {
      for (const s of sent) {
        const current = answers[s.item_id];
        // An answer changed while its save was on the way stays unsaved and goes in the next request.
        if (current && current.answered_at === s.answered_at) answers[s.item_id] = { ...current, saved: true };
      }
      keep();
    },
    onChange: render,
  });

  function keep() {
    writeSurveyData({ uuid, companyName, answers, nudged });
  }

  /** A statement from the template: its ids (the group's, Mantine's per radio) made its own, its label its text. */
  function statement(item: SurveyItem): DocumentFragment {
    const template = element<HTMLTemplateElement>("statement")!;
    const html = template.innerHTML
      .replaceAll(TEMPLATE_ITEM_ID, item.id)
      .replace(/(id|for)="(mantine-[^"]+)"/g, `$1="$2-${item.id}"`);
    const fragment = document.createRange().createContextualFragment(html);
    fragment.getElementById(`item-${item.id}-label`)!.textContent = `${item.num}. ${item.text}`;
    return fragment;
  }

  /** Fills a page's place with its statements, answered as this device knows them, unless it is filled already. */
  function build(index: number) {
    const list = document.querySelector(`[data-take-page="${index}"]`)?.firstElementChild;
    if (!list || list.childElementCount) return;
    for (const item of items.slice(index * PAGE_SIZE, (index + 1) * PAGE_SIZE)) list.append(statement(item));
    checkAnswers();
  }

  function checkAnswers() {
    for (const [itemId, answer] of Object.entries(answers)) {
      for (const radio of radios(itemId)) radio.checked = Number(radio.value) === answer.value;
    }
  }

  function render(state: SyncState = sync.state()) {
    build(page);
    const answered = items.filter((item) => answers[item.id]).length;
    const isLastPage = page === pages - 1;
    const heading = element("heading");
    if (heading) heading.textContent = page === 0 && answered === 0 ? text.hello : text.pageHeadings[page];
    const percent = Math.round((answered / items.length) * 100);
    const bar = element("progress")?.querySelector<HTMLElement>('[role="progressbar"]');
    if (bar) {
      bar.setAttribute("aria-valuenow", String(percent));
      bar.style.width = `${percent}%`;
    }
    const counter = document.querySelector('[data-testid="answered-count"]');
    if (counter) counter.textContent = text.answered.replace("{answered}", count.format(answered));
    const status = document.querySelector<HTMLElement>('[data-testid="save-status"]');
    if (status) {
      status.textContent = text.status[state.status];
      status.style.color = ["saved", "saving"].includes(state.status)
        ? "var(--mantine-color-dimmed)"
        : "var(--mantine-color-orange-8)";
    }
    element("offline")!.hidden = state.online;
    element("refused")!.hidden = state.status !== "refused";
    element("problem")!.textContent = state.problem ?? "";
    const normGroup = element("norm-group");
    if (normGroup) normGroup.hidden = normGroupSkipped || answered > 0;

    for (const section of document.querySelectorAll<HTMLElement>("[data-take-page]")) {
      section.hidden = Number(section.dataset.takePage) !== page;
    }
    for (const hint of document.querySelectorAll<HTMLElement>("[data-missing-item]")) {
      const itemId = hint.dataset.missingItem!;
      const missing = showMissing && !answers[itemId];
      if (hint.hidden === !missing) continue;
      hint.hidden = !missing;
      // The hint is the group's description while it shows (screen readers read it with the statement).
      const group = hint.closest('[role="radiogroup"]');
      if (missing) group?.setAttribute("aria-describedby", hint.id);
      else group?.removeAttribute("aria-describedby");
      for (const radio of radios(itemId)) {
        if (missing) radio.setAttribute("aria-invalid", "true");
        else radio.removeAttribute("aria-invalid");
      }
    }
    const nudge = element("nudge");
    if (nudge) nudge.hidden = !(showNudge && page === 0);
    const left = missingOnPage().length;
    const missingText = element("missing");
    if (missingText) {
      missingText.hidden = !(showMissing && left > 0);
      missingText.firstElementChild!.textContent = text.missingOnPage[Math.max(left, 1) - 1] ?? "";
    }

    setButtonDisabled(element<HTMLButtonElement>("back"), page === 0);
    element("next")!.hidden = isLastPage;
    const submit = element("submit")!;
    submit.hidden = !isLastPage;
    setButtonDisabled(submit.querySelector("button"), !state.online || state.pending || state.status === "refused");
    element("saving-last")!.hidden = !(isLastPage && state.pending && state.online);
  }

  /** Shows a page; `arrival` (the page just loaded) replaces the URL and leaves scroll and focus where they are. */
  function goToPage(index: number, { arrival = false } = {}) {
    page = Math.min(Math.max(index, 0), pages - 1);
    showMissing = false;
    showNudge = false;
    const url = `/survey/take?id=${encodeURIComponent(uuid)}&page=${page + 1}`;
    if (arrival) history.replaceState(null, "", url);
    else history.pushState(null, "", url);
    writePreviousSurveyPageUrl(url);
    render();
    if (arrival) return;
    window.scrollTo({ top: 0 });
    element("heading")?.focus();
  }

  /** Shows what is missing on this page and moves to its first statement; false when nothing is. */
  function stopAtMissing(): boolean {
    const missing = missingOnPage();
    if (!missing.length) return false;
    showMissing = true;
    render();
    const radio = radios(missing[0].id)[0];
    radio?.focus();
    radio?.scrollIntoView({ block: "center" });
    return true;
  }

  document.addEventListener("change", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "radio" || !input.name.startsWith("item-")) return;
    const itemId = input.name.slice("item-".length);
    answers = {
      ...answers,
      [itemId]: { value: Number(input.value), answered_at: new Date().toISOString(), saved: false },
    };
    keep();
    sync.send();
  });
  element("back")?.addEventListener("click", () => goToPage(page - 1));
  element("next")?.addEventListener("click", () => {
    if (stopAtMissing()) return;
    if (page === 0 && !nudged && firstPageOneValue(items, answers)) {
      // Once: the next Next goes on whatever the answers are.
      nudged = true;
      showNudge = true;
      keep();
      render();
      const nudge = element("nudge");
      nudge?.scrollIntoView({ block: "center" });
      nudge?.querySelector<HTMLElement>("[tabindex]")?.focus();
      return;
    }
    goToPage(page + 1);
  });
  document.querySelector('[data-take="skip-norm-group"]')?.addEventListener("click", () => {
    normGroupSkipped = true;
    render();
  });
  element<HTMLFormElement>("submit")?.addEventListener("submit", (event) => {
    const state = sync.state();
    if (stopAtMissing() || !state.online || state.pending || state.status === "refused") return event.preventDefault();
    const firstMissing = items.findIndex((item) => !answers[item.id]);
    if (firstMissing !== -1) {
      event.preventDefault();
      goToPage(Math.floor(firstMissing / PAGE_SIZE));
    }
  });
  window.addEventListener("popstate", () => {
    const requested = Number(new URLSearchParams(window.location.search).get("page"));
    if (Number.isInteger(requested) && requested >= 1 && requested <= pages) {
      page = requested - 1;
      showMissing = false;
      writePreviousSurveyPageUrl(window.location.pathname + window.location.search);
      render();
    }
  });

  // On arrival: the answers this device kept show as given, and the page is the one holding the first unanswered
  // statement, whatever page the URL named.
  checkAnswers();
  keep();
  goToPage(page, { arrival: true });
  sync.send();
}

const data = readJsonData<TakeScriptData>(TAKE_DATA_ID);
if (data) takeSurvey(data);
startHtmlOnlyPage();
