import crypto from "node:crypto";
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import type { Toast } from "~/ui/toasts";

/**
 * Flash toasts: an action says `return toasts.redirectWithToast("/jobs/overview", { kind: "success", message:
 * "Job saved" })`, the next page's root loader reads it once with `getToast(request)` (which clears the cookie) and
 * `<ToastEffect toast={toast} />` shows it. The toast travels in a small signed cookie of its own.
 */

export const TOAST_COOKIE_NAME = "toast";
const KEY = "toast";

const toastSchema = z.object({
  id: z.string().min(1).max(100),
  kind: z.enum(["success", "info", "error"]),
  title: z.string().max(200).optional(),
  message: z.string().min(1).max(2000),
});

export type FlashToast = z.output<typeof toastSchema>;

export interface ToastFlashOptions {
  /** Secret(s) that sign the cookie; the first signs, all verify (rotation). */
  secrets: string | readonly string[];
  /** `Secure` cookie: true outside the local stage (env `secureCookies`). */
  secure: boolean;
}

export interface ToastFlash {
  /** A redirect that carries a toast to the next page. `init` may add headers (e.g. another Set-Cookie). */
  redirectWithToast(url: string, toast: Toast, init?: ResponseInit): Promise<Response>;
  /** The Set-Cookie headers that deliver a toast, to add to any response. */
  toastHeaders(toast: Toast): Promise<Headers>;
  /**
   * The toast waiting for this request, if any, and the headers to send back: they clear the cookie when one was
   * there (so it shows once) and are empty otherwise. A cookie that fails its signature or shape gives no toast.
   */
  getToast(request: Request): Promise<{ toast: FlashToast | null; headers: Headers }>;
}

export function createToastFlash({ secrets, secure }: ToastFlashOptions): ToastFlash {
  const list = typeof secrets === "string" ? [secrets] : [...secrets];
  if (!list.length || list.some((s) => s.length < 16)) throw new Error("toast cookie secrets must be 16+ characters");
  const storage = createCookieSessionStorage({
    cookie: {
      name: TOAST_COOKIE_NAME,
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      secrets: list,
      // A toast not picked up within ten minutes has lost its moment.
      maxAge: 600,
    },
  });

  async function toastHeaders(toast: Toast): Promise<Headers> {
    const value = toastSchema.parse({ ...toast, id: toast.id ?? crypto.randomUUID() });
    const session = await storage.getSession();
    session.flash(KEY, value);
    return new Headers({ "Set-Cookie": await storage.commitSession(session) });
  }

  return {
    toastHeaders,
    async redirectWithToast(url, toast, init) {
      const headers = new Headers(init?.headers);
      for (const [name, value] of await toastHeaders(toast)) headers.append(name, value);
      return redirect(url, { ...init, headers });
    },
    async getToast(request) {
      const cookie = request.headers.get("Cookie");
      const session = await storage.getSession(cookie);
      const raw: unknown = session.get(KEY);
      const headers = new Headers();
      if (raw === undefined && !hasToastCookie(cookie)) return { toast: null, headers };
      headers.append("Set-Cookie", await storage.destroySession(session));
      const parsed = toastSchema.safeParse(raw);
      return { toast: parsed.success ? parsed.data : null, headers };
    },
  };
}

function hasToastCookie(cookieHeader: string | null): boolean {
  return !!cookieHeader && cookieHeader.split(/;\s*/).some((part) => part.startsWith(`${TOAST_COOKIE_NAME}=`));
}

const byServices = new WeakMap<object, ToastFlash>();

/**
 * The toast flash of the running server (one per `context.services`):
 * `toastFlashFor(context.services).redirectWithToast(url, toast)`.
 */
export function toastFlashFor(services: { sessionSecret: string; env: { secureCookies: boolean } }): ToastFlash {
  let flash = byServices.get(services);
  if (!flash) {
    flash = createToastFlash({ secrets: services.sessionSecret, secure: services.env.secureCookies });
    byServices.set(services, flash);
  }
  return flash;
}
