// Node module resolve hook (registered by source-loader.mjs): `~brand` → the BRAND's configuration module.
/** @type {string} */
let brandUrl;

/** @param {{ brandUrl: string }} data */
export function initialize(data) {
  brandUrl = data.brandUrl;
}

/**
 * @param {string} specifier
 * @param {object} context
 * @param {(specifier: string, context: object) => Promise<object>} nextResolve
 */
export async function resolve(specifier, context, nextResolve) {
  // Handed on to tsx, which resolves the .ts file and tells Node how to load it.
  return nextResolve(specifier === "~brand" ? brandUrl : specifier, context);
}
