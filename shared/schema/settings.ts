export * from "../catalog/settings";
