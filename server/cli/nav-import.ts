import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { SIP_PLANS } from "../../shared/catalog/sip-plans";
import { importNavs, parseNavAll } from "../modules/sip";
import { withCliDatabase } from "./cli-database";

const USAGE = "usage: npm run nav:import -- FILE --scheme PLAN=SCHEME_CODE [--scheme PLAN=SCHEME_CODE ...]";

/**
 * Imports published NAVs from a file in AMFI's NAVAll.txt format for the plans mapped to a scheme code:
 * from then on those plans' units are bought and valued at the published NAVs (the model history stays
 * for the others).
 */
async function main(): Promise<number> {
  let values: { scheme?: string[] };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      options: { scheme: { type: "string", multiple: true } },
      allowPositionals: true,
      strict: true,
    }));
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const [file] = positionals;
  if (!file || positionals.length > 1 || !values.scheme?.length) {
    console.error(USAGE);
    return 2;
  }
  const plans = new Map<string, string>();
  for (const pair of values.scheme) {
    const [plan, code] = pair.split("=");
    if (!SIP_PLANS.some((p) => p.id === plan) || !/^\d+$/.test(code ?? "")) {
      console.error(`--scheme ${pair}: use PLAN=SCHEME_CODE with a plan of ${SIP_PLANS.map((p) => p.id).join(", ")}\n${USAGE}`);
      return 2;
    }
    plans.set(code, plan);
  }
  let text: string;
  try {
    text = readFileSync(file, "latin1");
  } catch (e) {
    console.error(`Error: cannot read ${file}: ${(e as Error).message}`);
    return 1;
  }
  const { navs, problems } = parseNavAll(text);
  for (const p of problems) console.warn(`Skipped ${p}`);
  return withCliDatabase(async (database) => {
    const written = await importNavs(database.db, navs, plans);
    console.log(`Imported ${written} NAVs for ${plans.size} plan(s) from ${navs.length} published in ${file}`);
    return 0;
  });
}

void main().then((code) => process.exit(code));
