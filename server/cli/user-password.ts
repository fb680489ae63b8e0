import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { passwordPolicyProblem } from "../../shared/catalog/password-policy";
import { registerSchema, sessions, users } from "../../shared/schema";
import { writeAudit } from "../modules/audit";
import { hashPassword } from "../modules/auth";
import { passwordChanged, notify } from "../modules/notifications";
import { getSettings } from "../modules/settings";
import { cliContext, withCliDatabase } from "./cli-database";

const USAGE = "usage: npm run user:password -- --username U --password P";

/** Sets a user's password from the command line (e.g. the demo accounts before listening on a network) and ends their sessions. */
async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ options: { username: { type: "string" }, password: { type: "string" } }, strict: true }));
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const password = registerSchema.shape.password.safeParse(values.password);
  if (!values.username || !password.success) {
    console.error(password.success ? "username: Username is required" : `password: ${password.error.issues[0].message}`);
    console.error(USAGE);
    return 2;
  }
  return withCliDatabase(async ({ db }) => {
    const problem = passwordPolicyProblem(password.data, (await getSettings(db)).passwordPolicy);
    if (problem) {
      console.error(`password: ${problem}`);
      return 2;
    }
    const hash = await hashPassword(password.data);
    const changed = await db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ password: hash })
        .where(sql`lower(${users.username}) = lower(${values.username!})`)
        .returning({ id: users.id, username: users.username });
      if (!user) return null;
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await writeAudit(tx, cliContext("user-password"), {
        userId: user.id,
        actionType: "change_password",
        entityType: "user",
        entityId: user.id,
        description: `Operator set a new password for user #${user.id} from the command line; their sessions were ended`,
      });
      await notify(tx, passwordChanged(user));
      return user;
    });
    if (!changed) {
      console.error(`Error: no user named ${values.username}`);
      return 1;
    }
    console.log(`New password set for ${changed.username}; their sessions were ended`);
    return 0;
  });
}

void main().then((code) => process.exit(code));
