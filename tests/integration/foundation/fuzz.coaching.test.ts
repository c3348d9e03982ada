// The coaching brand's API under fuzzed requests (./api-fuzz.ts).
import { vi } from "vitest";
import { fuzzTheApi } from "./api-fuzz";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

fuzzTheApi("coaching");
