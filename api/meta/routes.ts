import { contracts } from "../contracts";
import { implement } from "../http/implement";
import { openApiDocument } from "../openapi";
import { metaContract } from "./contract";

export function metaFeature() {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return implement(metaContract, {
    index: () => ({ name: "Main API", version: "v2" }),
    openApi: () => ({ ...(document ??= openApiDocument(contracts, { title: "Main API", version: "v2" })) }),
  });
}
