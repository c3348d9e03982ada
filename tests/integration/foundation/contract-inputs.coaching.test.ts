// The contract-generated inputs (contract-inputs.ts) against the coaching brand's API (`~brand` swapped, as
// BRAND=coaching does for a build).
import { vi } from "vitest";
import { testContractInputs } from "./contract-inputs";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

testContractInputs();
