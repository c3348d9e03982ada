// A stand-in for `@amplitude/analytics-browser` that records what the analytics client asks of it, in order.
import type { AmplitudeSdk } from "../../../app/telemetry/analytics";

export type Call =
  | { kind: "init"; apiKey: string; options: Record<string, unknown> }
  | { kind: "setUserId"; userId: string | undefined }
  | { kind: "identify"; traits: Record<string, unknown> }
  | { kind: "track"; event: string; properties: Record<string, unknown>; options: Record<string, unknown> }
  | { kind: "flush" }
  | { kind: "reset" };

export interface FakeAmplitude {
  sdk: AmplitudeSdk;
  calls: Call[];
  tracked(event?: string): { event: string; properties: Record<string, unknown>; options: Record<string, unknown> }[];
  userId(): string | undefined;
}

export function fakeAmplitude(): FakeAmplitude {
  const calls: Call[] = [];
  let userId: string | undefined;
  let deviceId = "device-1";
  let devices = 1;
  const ok = () => ({ promise: Promise.resolve() });
  class Identify {
    traits: Record<string, unknown> = {};
    set(property: string, value: unknown) {
      this.traits[property] = value;
      return this;
    }
  }
  const sdk: AmplitudeSdk = {
    init(apiKey, options = {}) {
      calls.push({ kind: "init", apiKey, options });
      return ok();
    },
    getUserId: () => userId,
    getDeviceId: () => deviceId,
    setUserId(id) {
      userId = id;
      calls.push({ kind: "setUserId", userId: id });
    },
    identify(identify) {
      calls.push({ kind: "identify", traits: (identify as Identify).traits });
      return ok();
    },
    track(event, properties = {}, options = {}) {
      calls.push({ kind: "track", event, properties, options });
      return ok();
    },
    flush() {
      calls.push({ kind: "flush" });
      return ok();
    },
    reset() {
      userId = undefined;
      deviceId = `device-${++devices}`;
      calls.push({ kind: "reset" });
    },
    Identify: Identify as unknown as AmplitudeSdk["Identify"],
  };
  return {
    sdk,
    calls,
    tracked: (event) =>
      calls
        .filter((c): c is Extract<Call, { kind: "track" }> => c.kind === "track" && (!event || c.event === event))
        .map(({ event: e, properties, options }) => ({ event: e, properties, options })),
    userId: () => userId,
  };
}

/** Lets the analytics client's promise chains (load → init → call) run. */
export async function drain() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
