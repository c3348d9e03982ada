// Spec §6: companyProductType (the company's plan) is an extra company field of the brands with that feature — the
// hiring brand. Elsewhere the API neither answers it nor takes it: the company inputs are strict, so a product_type
// there is an unknown key (400) like any other, the search has no `plan` sort, and no company JSON carries the field.
// The HubSpot webhook's properties are not strict (HubSpot sends whatever the portal has): there it is dropped.
import type { z } from "zod";
import brand from "~brand";

/** Whether this brand's companies have a product type. */
export const hasProductType: boolean = brand.features.companyProductType;

/**
 * `{ product_type: schema }` in a brand with the field, `{}` in one without. Typed as optional either way: handlers
 * get `undefined` where the brand has no such field.
 */
export function productTypeShape<T extends z.ZodType>(schema: T): { product_type: z.ZodOptional<T> } {
  return (hasProductType ? { product_type: schema } : {}) as unknown as { product_type: z.ZodOptional<T> };
}

/** A company's product type as its JSON carries it: only in a brand with the field. */
export function productTypeJson(productType: string | null): { product_type?: string | null } {
  return hasProductType ? { product_type: productType } : {};
}
