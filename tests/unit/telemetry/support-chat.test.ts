import brand from "~brand";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import coaching from "../../../brands/coaching/index";
import hb from "../../../brands/hb/index";
import {
  identifyWhenReady,
  SUPPORT_CHAT_ATTEMPTS,
  SUPPORT_CHAT_INTERVAL_MS,
  supportChatPlan,
  type SupportChatInput,
  type SupportChatWidget,
} from "../../../app/telemetry/support-chat";

const user = { id: "7", email: "owner@harbor-dental.test", name: "Olivia Owner", company: "Harbor Dental" };

/** A fake widget implementing the contract: not ready until `ready` is set. */
function fakeWidget() {
  let readyChecks = 0;
  const widget = {
    isReady: false,
    identify: vi.fn(),
    get ready() {
      readyChecks++;
      return widget.isReady;
    },
  };
  return { widget: widget as typeof widget & SupportChatWidget, readyChecks: () => readyChecks };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("identifyWhenReady", () => {
  it("tries exactly 10 times, once a second, when the widget never becomes ready", async () => {
    const { widget, readyChecks } = fakeWidget();
    identifyWhenReady(() => widget, user);
    await vi.advanceTimersByTimeAsync(SUPPORT_CHAT_INTERVAL_MS - 1);
    expect(readyChecks()).toBe(0);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await vi.advanceTimersByTimeAsync(SUPPORT_CHAT_INTERVAL_MS);
      expect(readyChecks()).toBe(attempt);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(readyChecks()).toBe(10);
    expect(widget.identify).not.toHaveBeenCalled();
    expect([SUPPORT_CHAT_ATTEMPTS, SUPPORT_CHAT_INTERVAL_MS]).toEqual([10, 1000]);
  });

  it("counts a missing widget (script not loaded yet) as not ready", async () => {
    let tries = 0;
    identifyWhenReady(() => {
      tries++;
      return undefined;
    }, user);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(tries).toBe(10);
  });

  it("identifies once, as soon as the widget is ready, and stops trying", async () => {
    const { widget, readyChecks } = fakeWidget();
    identifyWhenReady(() => widget, user);
    await vi.advanceTimersByTimeAsync(2000);
    widget.isReady = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(widget.identify).toHaveBeenCalledTimes(1);
    expect(widget.identify).toHaveBeenCalledWith(user);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(readyChecks()).toBe(3);
    expect(widget.identify).toHaveBeenCalledTimes(1);
  });

  it("identifies on the 10th try, and not after it", async () => {
    const late = fakeWidget();
    identifyWhenReady(() => late.widget, user);
    await vi.advanceTimersByTimeAsync(9000);
    late.widget.isReady = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(late.widget.identify).toHaveBeenCalledTimes(1);

    const tooLate = fakeWidget();
    identifyWhenReady(() => tooLate.widget, user);
    await vi.advanceTimersByTimeAsync(10_000);
    tooLate.widget.isReady = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tooLate.widget.identify).not.toHaveBeenCalled();
  });

  it("stops when cancelled (the page is left)", async () => {
    const { widget, readyChecks } = fakeWidget();
    const cancel = identifyWhenReady(() => widget, user);
    await vi.advanceTimersByTimeAsync(2000);
    cancel();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(readyChecks()).toBe(2);
  });

  it("swallows a widget that throws", async () => {
    const identify = vi.fn(() => {
      throw new Error("vendor bug");
    });
    identifyWhenReady(() => ({ ready: true, identify }), user);
    await vi.advanceTimersByTimeAsync(1000);
    expect(identify).toHaveBeenCalledTimes(1);
  });
});

describe("supportChatPlan: when the chat runs", () => {
  const input = (overrides: Partial<SupportChatInput> = {}): SupportChatInput => ({
    brand: hb,
    env: { STAGE: "prod", SUPPORT_CHAT_URL: "https://chat.example.com/widget.js", SUPPORT_CHAT_APP_ID: "app-1" },
    user: {
      id: 7,
      email: "owner@harbor-dental.test",
      first: "Olivia",
      last: "Owner",
      auth_role: "COMPANY_OWNER",
      company: { name: "Harbor Dental" },
    },
    proxy: false,
    ...overrides,
  });

  it("runs for a hiring-brand user outside the local stage, identifying them", () => {
    expect(supportChatPlan(input())).toEqual({
      scriptUrl: "https://chat.example.com/widget.js",
      appId: "app-1",
      user,
    });
    for (const STAGE of ["dev", "staging", "prod"] as const) {
      expect(supportChatPlan(input({ env: { ...input().env, STAGE } }))).not.toBeNull();
    }
  });

  it("is skipped in the local stage", () => {
    expect(supportChatPlan(input({ env: { ...input().env, STAGE: "local" } }))).toBeNull();
  });

  it("is skipped for super admins, also while they act as another user", () => {
    expect(supportChatPlan(input({ user: { ...input().user, auth_role: "SUPER_ADMIN" } }))).toBeNull();
    expect(supportChatPlan(input({ proxy: true }))).toBeNull();
  });

  it("is skipped in the coaching brand", () => {
    expect(supportChatPlan(input({ brand: coaching }))).toBeNull();
  });

  it("is absent when not configured", () => {
    expect(supportChatPlan(input({ env: { STAGE: "prod" } }))).toBeNull();
  });

  it("the brand being built offers the chat exactly when it is the hiring brand", () => {
    expect(brand.telemetry.supportChat).toBe(brand.brand === "hb");
  });
});
