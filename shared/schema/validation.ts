// What the browser may take values from: the zod schemas, their constants and the date and number
// helpers, and no table, so drizzle never reaches the bundle. The server reads the same modules
// through ./index.ts, with the tables beside them (<area>-table.ts).
export * from "./users";
export * from "./account";
export * from "./settings";
export * from "./admin";
export * from "./loans";
export * from "./loan-actions";
export * from "./kyc";
export * from "./sip";
export * from "./consultations";
export * from "./notifications";
export * from "./grievances";
export * from "./outbox";
export * from "./payment-requests";
export * from "./numbers";
export * from "./dates";
export * from "./text";
export * from "./account-security";
