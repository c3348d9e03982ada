// Signs each demo account of SAVED_SESSIONS in once per brand, through the real sign-in flow (/login, the embedded
// OpenID provider, the callback), and saves the browser's session for `signIn` (auth.ts). Runs before the brand's
// specs (playwright.config.ts). The sign-in flow itself is proven in identity.spec.ts and by signInThroughForm.
import fs from "node:fs";
import path from "node:path";
import { SAVED_SESSIONS, savedSessionFile, signInThroughForm } from "./auth";
import { test } from "./fixtures";

for (const email of SAVED_SESSIONS) {
  test(`sign in ${email}`, async ({ page, projectBrand }) => {
    const file = savedSessionFile(projectBrand, email);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await signInThroughForm(page, email);
    await page.context().storageState({ path: file });
  });
}
