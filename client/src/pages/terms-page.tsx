// Its words are its feature's catalogue (client/src/features/terms), so other pages do not carry them.
export { default } from "@/features/terms/components/terms";
