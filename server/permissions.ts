import brand from "~brand";
import type { PermissionContext } from "../domain/permissions";
import type { Env } from "./env";

/**
 * The context `can()` decides in, for this deployment: its stage, the internal accounts and the brand's features.
 * One definition for the API's checks and the app's page guards, so the two never disagree.
 */
export function permissionContext(env: Pick<Env, "STAGE" | "INTERNAL_ACCOUNTS">): PermissionContext {
  return {
    stage: env.STAGE,
    internalAccounts: env.INTERNAL_ACCOUNTS,
    features: {
      jobs: brand.features.jobs,
      reportConfigurator: brand.features.reportConfigurator,
      bookCodeSystem: brand.features.bookCodeSystem,
      academy: brand.features.academy,
      hiringPipeline: brand.features.hiringPipeline,
      campaigns: brand.features.campaigns,
      selfIdentification: brand.features.selfIdentification,
    },
  };
}
