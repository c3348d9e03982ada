import type { ApiDeps } from "../http/deps";
import { ApiError } from "../http/errors";
import type { LocalStorage } from "./local";
import { fileStorageFor } from "./storage";

/** The local store these URLs belong to; with S3 configured there is none, and the routes answer 404. */
export async function localStore(deps: ApiDeps): Promise<LocalStorage> {
  const storage = await fileStorageFor(deps);
  if (storage.kind !== "local") throw ApiError.notFound();
  return storage as LocalStorage;
}

export const urlExpired = (storage: LocalStorage, expires: number) =>
  !Number.isInteger(expires) || expires < Math.floor(storage.now() / 1000);
