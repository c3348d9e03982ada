import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { changePassword } from "./change-password";
import { usersContract } from "./contract";
import { createUser } from "./create-user";
import { getProfile } from "./get-profile";
import { findUserInScope, toUserJson } from "./model";
import { resendSetupEmail } from "./resend-setup-email";
import { searchUsers } from "./search-users";
import { setUserActive } from "./set-user-active";
import { updateProfile } from "./update-profile";
import { updateUser } from "./update-user";

/** The signed-in user's own account, and user management. */
export function usersFeature({ db, identity }: ApiDeps) {
  return implement(usersContract, {
    profile: async ({ auth }) => ({ data: [await getProfile(db, auth)] }),
    updateProfile: async ({ auth, body }) => ({ data: [await updateProfile(db, auth, body)] }),
    changePassword: ({ auth, body }) => changePassword(identity, auth, body),
    search: ({ auth, query }) => searchUsers(db, auth.actor, query),
    create: ({ auth, body }) => createUser(db, identity, auth, body),
    createAtSpecPath: ({ auth, body }) => createUser(db, identity, auth, body),
    get: async ({ auth, params }) => ({ data: toUserJson(await findUserInScope(db, auth.actor, params.id)) }),
    update: async ({ auth, params, body }) => ({ data: await updateUser(db, auth, params.id, body) }),
    deactivate: async ({ auth, params }) => ({ data: await setUserActive(db, identity, auth, params.id, 0) }),
    reactivate: async ({ auth, params }) => ({ data: await setUserActive(db, identity, auth, params.id, 1) }),
    resendSetupEmail: ({ auth, params }) => resendSetupEmail(db, identity, auth, params.id),
  });
}
