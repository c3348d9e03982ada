import type { BrandTelemetry } from "../../brands/types";
import type { Role } from "~domain/roles";
import type { Stage } from "~domain/permissions";
import type { SupportChatPlan } from "./types";

/**
 * The support chat (spec §4): a vendor's widget in the signed-in shell, for brands whose telemetry settings offer
 * it (the hiring brand), configured by SUPPORT_CHAT_URL (absent → no chat). Identifying the signed-in user is
 * retried up to 10 times at 1 s intervals until the widget is ready. The chat is skipped in the local stage and for
 * the super admin role — also while a super admin acts as someone else, so support never sees them as that user.
 *
 * The widget contract, which any vendor adapter script at SUPPORT_CHAT_URL implements (tests use a fake):
 *
 *   window.SupportChatSettings = { appId }     // set by the app before the script loads
 *   window.SupportChat = {
 *     ready: boolean,                          // true once identify() may be called
 *     identify(user: { id, email, name, company }): void,
 *     shutdown?(): void,                       // forget the user (sign-out, page left)
 *   }
 */

export interface SupportChatWidget {
  ready: boolean;
  identify(user: SupportChatPlan["user"]): void;
  shutdown?(): void;
}

declare global {
  interface Window {
    SupportChat?: SupportChatWidget;
    SupportChatSettings?: { appId: string | null };
  }
}

/** Spec §9: identification is tried at most this many times … */
export const SUPPORT_CHAT_ATTEMPTS = 10;
/** … this far apart. */
export const SUPPORT_CHAT_INTERVAL_MS = 1000;

export interface SupportChatInput {
  brand: { telemetry: BrandTelemetry };
  env: { STAGE: Stage; SUPPORT_CHAT_URL?: string; SUPPORT_CHAT_APP_ID?: string };
  /** The acting user (the impersonated one in a proxy session). */
  user: { id: number; email: string; first: string; last: string; auth_role: Role; company: { name: string } };
  /** Whether a super admin is acting as `user`. */
  proxy: boolean;
}

/** Whether and how the chat runs on this signed-in page; null when it is skipped. */
export function supportChatPlan({ brand, env, user, proxy }: SupportChatInput): SupportChatPlan | null {
  if (!brand.telemetry.supportChat || !env.SUPPORT_CHAT_URL) return null;
  if (env.STAGE === "local") return null;
  if (user.auth_role === "SUPER_ADMIN" || proxy) return null;
  return {
    scriptUrl: env.SUPPORT_CHAT_URL,
    appId: env.SUPPORT_CHAT_APP_ID ?? null,
    user: {
      id: String(user.id),
      email: user.email,
      name: `${user.first} ${user.last}`.trim(),
      company: user.company.name,
    },
  };
}

/**
 * Identifies the user once the widget is ready: one try per second, at most 10, each one swallowing whatever the
 * widget throws. Returns a cancel function.
 */
export function identifyWhenReady(
  widget: () => SupportChatWidget | undefined,
  user: SupportChatPlan["user"],
  { attempts = SUPPORT_CHAT_ATTEMPTS, intervalMs = SUPPORT_CHAT_INTERVAL_MS } = {},
): () => void {
  let tries = 0;
  const timer = setInterval(() => {
    tries++;
    try {
      const chat = widget();
      if (chat?.ready) {
        clearInterval(timer);
        chat.identify(user);
        return;
      }
    } catch {
      // A broken widget is the vendor's problem, never the user's.
    }
    if (tries >= attempts) clearInterval(timer);
  }, intervalMs);
  return () => clearInterval(timer);
}

/** Adds the widget's script once (async, with the page's nonce); resolves nothing, fails silently. */
export function loadSupportChatScript(doc: Document, plan: SupportChatPlan, nonce?: string) {
  const win = doc.defaultView;
  if (win) win.SupportChatSettings = { appId: plan.appId };
  if (doc.querySelector(`script[data-support-chat]`)) return;
  const script = doc.createElement("script");
  script.src = plan.scriptUrl;
  script.async = true;
  script.dataset.supportChat = "";
  if (nonce) script.nonce = nonce;
  doc.head.appendChild(script);
}
