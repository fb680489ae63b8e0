/** What the rest of the server may use of this module; everything else is its own (docs/decisions/module-boundaries.md). */
export { accountRoutes } from "./account.routes";
export { recordRegistrationConsents } from "./consents.service";
export { lockLiveAccount } from "./live-account";
export { checkOwnPassword } from "./password-check";
export { seenFrom } from "./sessions.service";
