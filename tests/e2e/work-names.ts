// Staff pages name scales by how they show at work; the inventory's clinical names wait in the technical appendix,
// closed until a reader opens it (ARCHITECTURE.md "Responsible assessment").
import { expect, type Page } from "@playwright/test";

export const CLINICAL = /Neuroticism|Depression|Anxiety|Vulnerability|Immoderation/;

/** The page's main content holds no clinical name outside the appendix, and the appendix opens on demand. */
export async function expectWorkNamesOnly(page: Page) {
  const outside = await page.getByRole("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelector('[data-testid="technical-appendix"]')?.remove();
    return copy.textContent ?? "";
  });
  expect(outside).not.toMatch(CLINICAL);
  const appendix = page.getByRole("main").getByTestId("technical-appendix");
  await expect(appendix).not.toHaveAttribute("open");
  await expect(appendix.getByRole("table")).toBeHidden();
  await appendix.getByText("Technical appendix").click();
  await expect(appendix.getByRole("table")).toBeVisible();
  await expect(appendix.getByRole("row").filter({ hasText: "Neuroticism" })).toContainText("Stress response");
}
