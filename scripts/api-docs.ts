// `npm run docs:api`: writes docs/api.md from the route contracts in shared/contracts.
import { writeFileSync } from "node:fs";
import { renderApiOverview } from "../shared/contracts/overview";

writeFileSync(new URL("../docs/api.md", import.meta.url), renderApiOverview());
console.log("docs/api.md written");
