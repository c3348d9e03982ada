/**
 * What a user event (spec §3 "User event") says about the device: browser, operating system, mobile or not, screen
 * size and the user agent. Pure functions of what the caller knows — the server at sign-in knows only the
 * User-Agent header; the browser queue also knows the screen and the viewport.
 */

/** Spec §9: below this viewport width the product treats the device as mobile. */
export const MOBILE_MAX_WIDTH = 768;
/** The API stores at most this many characters of a user agent (api/user-events/contract.ts). */
export const USER_AGENT_MAX_LENGTH = 1000;

/** The browser family of a user agent, as a short name ("Chrome", "Safari", …; "Other" when unknown). */
export function browserOf(ua: string): string {
  if (/Edg(e|A|iOS)?\//.test(ua)) return "Edge";
  if (/OPR\/|Opera/.test(ua)) return "Opera";
  if (/SamsungBrowser\//.test(ua)) return "Samsung Internet";
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return "Chrome";
  if (/Firefox\/|FxiOS\//.test(ua)) return "Firefox";
  if (/Safari\//.test(ua)) return "Safari";
  return "Other";
}

/** The operating system of a user agent ("Windows", "Android", "iOS", "macOS", "ChromeOS", "Linux" or "Other"). */
export function osOf(ua: string): string {
  if (/Windows/.test(ua)) return "Windows";
  // Android before Linux: Android user agents name Linux too.
  if (/Android/.test(ua)) return "Android";
  if (/iPhone|iPad|iPod/.test(ua)) return "iOS";
  if (/Mac OS X|Macintosh/.test(ua)) return "macOS";
  if (/CrOS/.test(ua)) return "ChromeOS";
  if (/Linux/.test(ua)) return "Linux";
  return "Other";
}

/** Whether a user agent announces a phone or tablet. */
export function isMobileUserAgent(ua: string): boolean {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(ua);
}

export interface DeviceInput {
  userAgent: string | null | undefined;
  /** The device's screen (`screen.width/height`); 0 when unknown (the server at sign-in). */
  screenWidth?: number;
  screenHeight?: number;
  /** The page's viewport width (`innerWidth`), when known. */
  viewportWidth?: number;
}

/** The device fields of a user event. */
export interface DeviceFields {
  is_mobile: boolean;
  screen_width: number;
  screen_height: number;
  browser: string;
  os: string;
  user_agent: string;
}

const dimension = (value: number | undefined) =>
  Number.isFinite(value) && (value as number) > 0 ? Math.min(Math.round(value as number), 100_000) : 0;

/**
 * The device fields of a user event. Mobile means a mobile user agent or a viewport narrower than spec §9's
 * mobile threshold (768 px), the same width at which the shell turns its sidebar into a drawer.
 */
export function deviceFields(input: DeviceInput): DeviceFields {
  const ua = (input.userAgent ?? "").trim() || "unknown";
  const narrow = input.viewportWidth !== undefined && input.viewportWidth > 0 && input.viewportWidth < MOBILE_MAX_WIDTH;
  return {
    is_mobile: isMobileUserAgent(ua) || narrow,
    screen_width: dimension(input.screenWidth),
    screen_height: dimension(input.screenHeight),
    browser: browserOf(ua),
    os: osOf(ua),
    user_agent: ua.slice(0, USER_AGENT_MAX_LENGTH),
  };
}
