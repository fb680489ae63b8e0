// Its words are its feature's catalogue (client/src/features/not-found), so other pages do not carry them.
export { default } from "@/features/not-found/components/not-found";
