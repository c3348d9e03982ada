// The coaching brand's API neither answers nor takes a company's product type (product-type.ts).
import { vi } from "vitest";
import { testProductType } from "./product-type";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

testProductType();
