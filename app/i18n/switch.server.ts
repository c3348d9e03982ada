// The language switcher's target: /language?to=de&next=/survey/register?link=… keeps the choice for the session and
// goes back to the page it came from, on our origin only.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { isLanguage } from "~domain/languages";
import { languageCookie } from "./cookie.server";
import { offeredLanguages } from "./i18n.server";

/** A path on our origin to go back to: "/x?y" yes; "//host", "/\\host", "https://…" or nothing → "/". */
export function safeNext(next: string | null): string {
  if (!next?.startsWith("/")) return "/";
  const base = "http://our.origin";
  const url = new URL(next, base);
  return url.origin === base ? url.pathname + url.search : "/";
}

export async function switchLanguage({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const to = params.get("to")?.toLowerCase();
  const next = safeNext(params.get("next"));
  if (!isLanguage(to) || !offeredLanguages().includes(to)) {
    throw new Response("This language is not offered.", { status: 400 });
  }
  const cookie = await languageCookie.serialize(to, { secure: context.services.env.secureCookies });
  return redirect(next, { status: 303, headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}
