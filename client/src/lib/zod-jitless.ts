// zod compiles parsers with new Function() where it may, and probes for that as each schema is built;
// the page's CSP forbids eval, so the probe alone is reported as a violation. zod reads this global
// config when its first module loads, so it must be set before any schema module: main.tsx imports
// this file first. In the browser zod then parses without compiling.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
