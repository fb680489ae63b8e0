import { describe } from "vitest";
import { sweepRoles } from "../setup/accessibility-sweep";
import { hasBrowser } from "../setup/browser";
import { DEMO_DATA, useBrowserApp } from "../setup/e2e";

/** The customer's and the admin's pages in both themes (see tests/setup/accessibility-sweep.ts). */
describe.skipIf(!hasBrowser())("accessibility of the signed-in pages", () => {
  sweepRoles(useBrowserApp(undefined, { env: DEMO_DATA }), ["customer", "admin"]);
});
