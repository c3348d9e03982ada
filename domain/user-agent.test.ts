import { describe, expect, it } from "vitest";
import { browserOf, deviceFields, isMobileUserAgent, osOf, USER_AGENT_MAX_LENGTH } from "./user-agent";

const UA = {
  chromeLinux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  firefoxWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
  samsung:
    "Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  opera:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0",
  chromebook:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
};

describe("browserOf / osOf", () => {
  it.each([
    ["chromeLinux", "Chrome", "Linux"],
    ["edgeWindows", "Edge", "Windows"],
    ["safariMac", "Safari", "macOS"],
    ["safariIphone", "Safari", "iOS"],
    ["chromeIphone", "Chrome", "iOS"],
    ["chromeAndroid", "Chrome", "Android"],
    ["firefoxWindows", "Firefox", "Windows"],
    ["samsung", "Samsung Internet", "Android"],
    ["opera", "Opera", "Windows"],
    ["chromebook", "Chrome", "ChromeOS"],
  ] as const)("%s → %s on %s", (key, browser, os) => {
    expect(browserOf(UA[key])).toBe(browser);
    expect(osOf(UA[key])).toBe(os);
  });

  it("names unknown agents Other", () => {
    expect(browserOf("curl/8.0")).toBe("Other");
    expect(osOf("curl/8.0")).toBe("Other");
  });
});

describe("deviceFields", () => {
  it("marks phones as mobile by their user agent", () => {
    expect(isMobileUserAgent(UA.safariIphone)).toBe(true);
    expect(isMobileUserAgent(UA.chromeLinux)).toBe(false);
    expect(deviceFields({ userAgent: UA.chromeAndroid }).is_mobile).toBe(true);
  });

  it("marks a viewport under 768 px as mobile, and 768 px as not", () => {
    expect(deviceFields({ userAgent: UA.chromeLinux, viewportWidth: 767 }).is_mobile).toBe(true);
    expect(deviceFields({ userAgent: UA.chromeLinux, viewportWidth: 768 }).is_mobile).toBe(false);
  });

  it("fills every field the API requires, even without a user agent or screen (the server at sign-in)", () => {
    expect(deviceFields({ userAgent: null })).toEqual({
      is_mobile: false,
      screen_width: 0,
      screen_height: 0,
      browser: "Other",
      os: "Other",
      user_agent: "unknown",
    });
  });

  it("keeps screen sizes whole and within the API's limits, and cuts long user agents", () => {
    const fields = deviceFields({ userAgent: "x".repeat(5000), screenWidth: 1280.4, screenHeight: 1e9 });
    expect(fields.screen_width).toBe(1280);
    expect(fields.screen_height).toBe(100_000);
    expect(fields.user_agent).toHaveLength(USER_AGENT_MAX_LENGTH);
  });
});
