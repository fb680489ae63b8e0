import { parseArgs } from "node:util";
import { createUserSchema } from "../../shared/schema";
import { writeAudit } from "../modules/audit";
import { createAccount } from "../modules/auth";
import { cliContext, withCliDatabase } from "./cli-database";

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
  return withCliDatabase(async (database) => {
    const user = await database.db.transaction(async (tx) => {
      const u = await createAccount(tx, parsed.data);
      await writeAudit(tx, cliContext("user-create"), {
        userId: u.id,
        actionType: "create_user",
        entityType: "user",
        entityId: u.id,
        newValue: { role: u.role },
        personal: { newValue: { username: u.username, email: u.email } },
        description: `Operator created ${u.role} account #${u.id} from the command line`,
      });
      return u;
    });
    console.log(`Created ${user.role} ${user.username} (id ${user.id})`);
    return 0;
  });
}

void main().then((code) => process.exit(code));
