// A message catalogue, compiled by Lingui's Vite plugin at build time (client/src/lib/i18n/catalogs.ts).
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
