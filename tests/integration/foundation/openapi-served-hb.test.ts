// The hiring brand's OpenAPI document lists exactly the operations its API serves (./openapi-served.ts).
import { vi } from "vitest";
import { documentListsWhatTheBrandServes } from "./openapi-served";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/hb/index")).default }));

documentListsWhatTheBrandServes("hb");
