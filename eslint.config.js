// ESLint: type-aware TypeScript rules, the rules of React hooks, and the import boundaries between the
// client, the server and shared code (docs/decisions/module-boundaries.md). `npm run lint`; part of `npm test`.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Client, server and shared code keep to their own sides. */
const layerPolicies = [
  {
    from: { element: { type: "client-feature" } },
    disallow: { to: { element: { type: "client-feature", captured: { feature: "!{{ from.element.captured.feature }}" } } } },
    message: "A client feature never imports another feature: share through client/src/components or lib",
  },
  {
    from: { element: { types: { anyOf: ["client", "client-feature"] } } },
    disallow: { to: { element: { types: { anyOf: ["server", "server-module"] } } } },
    message: "The client never imports server code",
  },
  {
    from: { element: { type: "shared" } },
    disallow: { to: { element: { types: { anyOf: ["client", "client-feature", "server", "server-module"] } } } },
    message: "shared/ imports neither the client nor the server",
  },
];

/** A server module is reached through its index.ts; the files behind it are its own. */
const modulePolicies = [
  {
    from: { element: { type: "server-module" } },
    disallow: {
      to: {
        element: { type: "server-module", captured: { module: "!{{ from.element.captured.module }}" }, fileInternalPath: "!index.ts" },
      },
    },
    message: "Another module is imported through its index.ts (server/modules/<module>/index.ts), never its files",
  },
  {
    from: { element: { type: "server" } },
    disallow: { to: { element: { type: "server-module", fileInternalPath: "!index.ts" } } },
    message: "A server module is imported through its index.ts (server/modules/<module>/index.ts), never its files",
  },
];

/**
 * A library is used through its public API: no member whose name starts with "_" and no import from a
 * package's dist/ folder. The few places that still reach inside say why on the line
 * (docs/decisions/private-library-internals.md).
 */
const privateMember = {
  selector: "MemberExpression[property.type='Identifier'][property.name=/^_[A-Za-z]/]",
  message: "A library's private member: use its public API (docs/decisions/private-library-internals.md)",
};

export default tseslint.config(
  {
    ignores: [
      ".tsbuild/**",
      "dist/**",
      "data/**",
      "node_modules/**",
      "migrations/**",
      "test-results/**",
      "**/*.js",
      "**/*.mjs",
      "scripts/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // A JSX handler may be async (react-hook-form's handleSubmit returns a promise React ignores on purpose).
      // Node's callbacks hand errors over typed `any`; passing them on as they came is right.
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingAny: true, allowThrowingUnknown: true }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // Tests read supertest's answers, which are typed `any` by design; what they assert is checked at run time.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**/*.ts", "bench/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/unbound-method": "off",
      // Stand-ins implement async interfaces without awaiting anything.
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/prefer-promise-reject-errors": "off",
    },
  },
  {
    rules: {
      "no-restricted-syntax": ["error", privateMember],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["*/dist/*", "@*/*/dist/*"], message: "A package's dist/ files are its internals: import its public entry points" },
          ],
        },
      ],
    },
  },
  {
    // Business time comes from the app's clock, so a test can stop it (docs/decisions/injectable-clock.md). Tests
    // under server/ and shared/ are held to it too. Not here: the clock itself. A log line's own timestamp says why
    // where it stands (server/db/client.ts); durations use performance.now(), which this does not ban.
    files: ["server/**/*.ts", "shared/**/*.ts"],
    ignores: ["shared/clock.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "NewExpression[callee.type='Identifier'][callee.name='Date'][arguments.length=0]",
          "CallExpression[callee.type='Identifier'][callee.name='Date']",
          "MemberExpression[object.type='Identifier'][object.name='Date'][property.name='now']",
        ].map((selector) => ({
          selector,
          message:
            "Read the time from the app's clock: now() or nowMs() from shared/clock.ts (tests: freezeClock). Durations: performance.now().",
        })),
        privateMember,
      ],
    },
  },
  {
    files: ["client/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Advice for the React Compiler, which this app does not use (react-hook-form's watch() is fine without it).
      "react-hooks/incompatible-library": "off",
    },
  },
  {
    files: ["client/src/**/*.{ts,tsx}", "server/**/*.ts", "shared/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      "boundaries/include": ["client/src/**/*", "server/**/*", "shared/**/*"],
      "boundaries/elements": [
        { type: "client-feature", pattern: "client/src/features/*", capture: ["feature"] },
        { type: "client", pattern: "client/src/**" },
        { type: "server-module", pattern: "server/modules/*", capture: ["module"] },
        { type: "server", pattern: "server/**" },
        { type: "shared", pattern: "shared/**" },
      ],
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "allow", policies: layerPolicies }],
    },
  },
  {
    // Tests may reach behind a module's index to set up or observe its state.
    files: ["server/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "boundaries/dependencies": ["error", { default: "allow", policies: [...layerPolicies, ...modulePolicies] }] },
  },
);
