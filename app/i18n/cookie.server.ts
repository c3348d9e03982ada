import { createCookie } from "@remix-run/node";

/**
 * The candidate's explicit language choice, kept for the browser session (no expiry): set by the switcher's route
 * (app/routes/language.tsx, `Secure` outside the local stage), read by `requestLanguage`. Unsigned: it holds one of
 * the offered codes or is ignored.
 */
export const languageCookie = createCookie("language", { path: "/", sameSite: "lax", httpOnly: true });
