/** What the rest of the server may use of this module; everything else is its own (docs/decisions/module-boundaries.md). */
export { transactionsRoutes } from "./transactions.routes";
