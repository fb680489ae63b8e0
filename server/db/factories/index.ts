/**
 * Data factories shared by the seed (server/db/seed.ts), the operator command db:seed, the benchmark
 * and the tests: realistic Indian customers and the records their actions leave behind.
 */
export { Random, streamFor } from "./random";
export { CITIES, addressIn, buildPerson, emailFor, usernameFor, type Person } from "./people";
export { LOAN_REJECTION_REASONS, buildLoanFields, type LoanFields } from "./loans";
export { buildSipFields, type SipFields } from "./sips";
export { SlotBook, buildConsultationTopic, consultationNotes, consultationSummary } from "./consultations";
export { buildDocumentFields, documentFields, documentFile, kycRejectionReason, panNumber, type DocumentFields } from "./kyc";
export { boxesPng, cardImage, documentPdf } from "./files";
export { buildCustomerStory, momentAfter, type CustomerStory, type Staff, type StoryContext } from "./stories";
export { buildDemoCustomerStory } from "./demo-customer";
export { idsNeeded, storiesToRows, type ReservedIds, type SeedRows } from "./rows";
