// The analytics collector scripts/e2e.mjs runs on loopback (the real Amplitude SDK posts to it through its serverUrl
// option), read back by the specs that check which events the app sent.
import type { BrowserContext } from "@playwright/test";
import { expect } from "./fixtures";

export interface AmplitudeEvent {
  event_type: string;
  user_id?: string;
  device_id?: string;
  event_properties?: Record<string, unknown>;
  user_properties?: { $set?: Record<string, unknown> };
}

/** The key scripts/e2e.mjs gives each brand's server. */
export const analyticsKey = (brand: string) => `e2e-${brand}-analytics`;

/** Every event the collector received from this browser (its device id), in order. */
export async function collected(brand: string, deviceId: string): Promise<AmplitudeEvent[]> {
  const base = process.env.E2E_ANALYTICS_URL;
  if (!base) throw new Error("E2E_ANALYTICS_URL is not set: run the e2e tests with `npm run test:e2e`");
  const res = await fetch(`${base}/batches?api_key=${analyticsKey(brand)}`);
  const batches = (await res.json()) as { events: AmplitudeEvent[] }[];
  return batches.flatMap((b) => b.events).filter((e) => e.device_id === deviceId);
}

export const pageViews = (events: AmplitudeEvent[]) => events.filter((e) => e.event_type === "Page Viewed");

/** The SDK's identity cookie (AMP_<first 10 characters of the key>), decoded, with its expiry. */
export async function identityCookie(context: BrowserContext, brand: string) {
  const name = `AMP_${analyticsKey(brand).slice(0, 10)}`;
  let cookie: Awaited<ReturnType<BrowserContext["cookies"]>>[number] | undefined;
  await expect
    .poll(async () => (cookie = (await context.cookies()).find((c) => c.name === name)), { timeout: 10_000 })
    .toBeTruthy();
  const value = JSON.parse(decodeURIComponent(Buffer.from(cookie!.value, "base64").toString("latin1"))) as {
    deviceId: string;
    userId?: string;
  };
  return { ...value, expires: cookie!.expires };
}
