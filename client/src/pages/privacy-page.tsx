// Its words are its feature's catalogue (client/src/features/privacy-notice), so other pages do not carry them.
export { default } from "@/features/privacy-notice/components/privacy-notice";
