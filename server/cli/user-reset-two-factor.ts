import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { users } from "../../shared/schema";
import { HttpError } from "../http/errors";
import { resetTwoFactor } from "../modules/auth";
import { cliContext, withCliDatabase } from "./cli-database";

const USAGE = "usage: npm run user:reset-two-factor -- --username U";

/**
 * Resets an account's second factor from the command line: for the operator, when no other super admin
 * can do it from the Users tab (e.g. the only super admin lost their phone). Audited; the account's
 * sessions end and it sets up again at its next sign-in.
 */
async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ options: { username: { type: "string" } }, strict: true }));
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.username) {
    console.error(`username: Username is required\n${USAGE}`);
    return 2;
  }
  return withCliDatabase(async ({ db }) => {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${values.username!})`);
    if (!user) {
      console.error(`Error: no user named ${values.username}`);
      return 1;
    }
    try {
      console.log((await resetTwoFactor(db, user.id, cliContext("user-reset-two-factor"), { staffOnly: false })).message);
      return 0;
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      console.error(`Error: ${e.message}`);
      return 1;
    }
  });
}

void main().then((code) => process.exit(code));
