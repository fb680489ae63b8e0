// Its words are the account-recovery catalogue's, so other pages do not carry them.
export { default } from "@/features/account-recovery/screens/verify-email-screen";
