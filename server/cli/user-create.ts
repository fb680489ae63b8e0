import { parseArgs } from "node:util";
import { createUserSchema } from "../../shared/schema";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { loadConfig } from "../env";
import { HttpError } from "../http/errors";
import { writeAudit } from "../modules/audit/audit.service";
import { createAccount } from "../modules/auth/auth.service";

const USAGE =
  'usage: npm run user:create -- --username U --password P --email E --full-name "N" [--phone X] [--role user|admin|superadmin]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        username: { type: "string" },
        password: { type: "string" },
        email: { type: "string" },
        "full-name": { type: "string" },
        phone: { type: "string" },
        role: { type: "string" },
      },
      strict: true,
    }));
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const parsed = createUserSchema.safeParse({
    username: values.username,
    password: values.password,
    email: values.email,
    fullName: values["full-name"],
    phoneNumber: values.phone,
    role: values.role,
  });
  if (!parsed.success) {
    for (const i of parsed.error.issues) console.error(`${i.path.join(".") || "input"}: ${i.message}`);
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await runMigrations(database);
    const user = await database.db.transaction(async (tx) => {
      const u = await createAccount(tx, parsed.data);
      await writeAudit(tx, { userId: null, ipAddress: null, userAgent: "cli:user-create" }, {
        userId: u.id,
        actionType: "create_user",
        entityType: "user",
        entityId: u.id,
        newValue: { username: u.username, email: u.email, role: u.role },
        description: `Operator created ${u.role} account ${u.username} from the command line`,
      });
      return u;
    });
    console.log(`Created ${user.role} ${user.username} (id ${user.id})`);
    return 0;
  } catch (e) {
    console.error(e instanceof HttpError ? `Error: ${e.message}` : `Error: ${(e as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then((code) => process.exit(code));
