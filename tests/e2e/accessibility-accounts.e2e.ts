import { describe } from "vitest";
import { sweepRoles } from "../setup/accessibility-sweep";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";

/** The customer's and the admin's pages in both themes (see tests/setup/accessibility-sweep.ts). */
describe.skipIf(!hasBrowser())("accessibility of the signed-in pages", () => {
  sweepRoles(useBrowserApp(undefined, { firstRun: true }), ["customer", "admin"]);
});
