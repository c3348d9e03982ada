// The brand constants, in plain JavaScript so build tooling (remix.config.js, scripts/) can read them too.
export const BRANDS = /** @type {const} */ (["hb", "coaching"]);

/**
 * Reads the BRAND build variable; unset means the hiring brand.
 * @param {string | undefined} value
 * @returns {"hb" | "coaching"}
 */
export function parseBrand(value) {
  const brand = value === undefined || value === "" ? "hb" : value;
  if (!BRANDS.includes(/** @type {any} */ (brand))) {
    throw new Error(`BRAND must be one of: ${BRANDS.join(", ")} (got "${brand}")`);
  }
  return /** @type {"hb" | "coaching"} */ (brand);
}
