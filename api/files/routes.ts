import { implement, overHttp, SENT } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { filesContract } from "./contract";
import { downloadFile } from "./download-file";
import { localStore } from "./local-store";
import { uploadFile } from "./upload-file";

/**
 * The local file store's presigned URLs. Mounted before the JSON parser: upload bodies are raw bytes of any type,
 * read (and size-checked) by the upload itself.
 */
export function filesFeature(deps: ApiDeps) {
  return implement(filesContract, {
    put: async ({ params, query, http }) => uploadFile(await localStore(deps), params.key, query, overHttp(http).req),
    get: async ({ params, query, http }): Promise<typeof SENT> => {
      await downloadFile(await localStore(deps), params.key, query, overHttp(http).res);
      return SENT;
    },
  });
}
