import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getTableColumns, type Column, type Table } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { consultations, grievances, kycDocuments, loanApplications, sipInvestments, users } from "./index";
import {
  consultationFormSchema,
  grievanceInputSchema,
  kycUploadFieldsSchema,
  loanApplicationSchema,
  publicUserSchema,
  registerSchema,
  sipInvestmentSchema,
} from "./validation";

/**
 * The zod schemas the browser validates with are written in zod-only modules (so drizzle stays out of
 * the bundle), beside the tables they feed. Derive, don't retype: this holds each one to its table, as
 * drizzle-zod's derivation did: the same column names, required where the column must be given, never
 * null where the column cannot be, the same enum values, and (for what the API shows) nullable exactly
 * where the column is.
 */
type AnySchema = z.ZodType & {
  def: { type: string; innerType?: AnySchema; in?: AnySchema; out?: AnySchema; entries?: Record<string, string> };
  shape?: Record<string, AnySchema>;
};

/** The schema under optional/nullable/default/pipe/preprocess wrappers. */
function core(schema: AnySchema): AnySchema {
  const d = schema.def;
  if (["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"].includes(d.type) && d.innerType)
    return core(d.innerType);
  if (d.type === "pipe" && d.in) return d.in.def.type === "transform" && d.out ? core(d.out) : core(d.in);
  return schema;
}

const shapeOf = (schema: AnySchema): Record<string, AnySchema> => {
  const inner = core(schema);
  if (!inner.shape) throw new Error("not an object schema");
  return inner.shape;
};

const accepts = (schema: AnySchema, value: unknown) => schema.safeParse(value).success;
const enumValues = (column: Column) => (column as Column & { enumValues?: string[] }).enumValues;

function expectEnumsAgree(column: Column, field: AnySchema, key: string) {
  const values = enumValues(column);
  const inner = core(field);
  if (values?.length && inner.def.type === "enum")
    expect(Object.values(inner.def.entries!).sort(), `${key}: enum values`).toEqual([...values].sort());
}

/**
 * An insert payload: every key a column; every column that must be given (not null, no default) asked for
 * unless the server sets it. A rupee field of the payload is its column in paise (`inPaise`: field -> column;
 * docs/decisions/money-in-paise.md).
 */
type Agreement = { serverSets?: string[]; extras?: string[]; inPaise?: Record<string, string> };
function expectInsertAgrees(table: Table, schema: AnySchema, { serverSets = [], extras = [], inPaise = {} }: Agreement = {}) {
  const columns = getTableColumns(table);
  const shape = shapeOf(schema);
  const fieldOf = (column: string) => Object.entries(inPaise).find(([, c]) => c === column)?.[0] ?? column;
  for (const [key, field] of Object.entries(shape)) {
    if (extras.includes(key)) continue;
    const column = columns[inPaise[key] ?? key];
    expect(column, `${key} is a column`).toBeDefined();
    // A column that cannot hold null is never given null (a nullable one may still be required by the form).
    if (column.notNull) expect(accepts(field, null), `${key}: not null`).toBe(false);
    expectEnumsAgree(column, field, key);
  }
  for (const [key, column] of Object.entries(columns)) {
    if (!column.notNull || column.hasDefault || serverSets.includes(key)) continue;
    const field = fieldOf(key);
    expect(shape[field], `${key} must be given, so the schema asks for it`).toBeDefined();
    expect(shape[field].isOptional(), `${key} is required`).toBe(false);
  }
}

describe("the zod schemas agree with their tables", () => {
  it("loan application ↔ loan_applications", () => {
    expectInsertAgrees(loanApplications, loanApplicationSchema as unknown as AnySchema, {
      serverSets: ["userId", "interestRate"],
      extras: ["userId", "userEmail"],
      inPaise: {
        amount: "amountPaise",
        monthlyIncome: "monthlyIncomePaise",
        propertyValue: "propertyValuePaise",
        existingEmis: "existingEmisPaise",
      },
    });
  });

  it("registration ↔ users", () => {
    expectInsertAgrees(users, registerSchema);
    expect(Object.keys(registerSchema.shape)).not.toContain("role");
  });

  it("SIP ↔ sip_investments", () => {
    expectInsertAgrees(sipInvestments, sipInvestmentSchema as unknown as AnySchema, {
      serverSets: ["userId", "expectedReturns", "bankAccountLast4"],
      extras: ["userId", "bankAccountNumber"],
      inPaise: { monthlyAmount: "monthlyAmountPaise" },
    });
  });

  it("consultation booking ↔ consultations", () => {
    expectInsertAgrees(consultations, consultationFormSchema as unknown as AnySchema, { serverSets: ["userId"] });
  });

  it("KYC upload ↔ kyc_documents", () => {
    expectInsertAgrees(kycDocuments, kycUploadFieldsSchema as unknown as AnySchema, {
      serverSets: ["userId", "documentUrl", "storageKey", "fileName", "contentType", "fileSize"],
    });
  });

  it("complaint ↔ grievances", () => {
    expectInsertAgrees(grievances, grievanceInputSchema as unknown as AnySchema, { serverSets: ["userId", "reference"] });
  });

  it("public user ↔ users: every column but the password, nullable exactly where the column is", () => {
    const columns: Record<string, Column> = getTableColumns(users);
    const shape = publicUserSchema.shape as unknown as Record<string, AnySchema>;
    expect(Object.keys(shape).sort()).toEqual(
      Object.keys(columns)
        .filter((k) => k !== "password")
        .sort(),
    );
    const sample = { string: "x", number: 1, date: new Date("2026-06-17T06:30:00Z") } as Record<string, unknown>;
    for (const [key, field] of Object.entries(shape)) {
      const column = columns[key];
      expect(accepts(field, null), `${key}: nullable`).toBe(!column.notNull);
      expect(accepts(field, enumValues(column)?.[0] ?? sample[column.dataType]), `${key}: a ${column.dataType}`).toBe(true);
      expectEnumsAgree(column, field, key);
    }
  });
});

describe("what the browser imports", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? files(path.join(dir, e.name))
        : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
    );
  const imports = (file: string) =>
    [...readFileSync(file, "utf8").matchAll(/^import (type )?[\s\S]*?from "([^"]+)";/gm)].map((m) => ({ typeOnly: !!m[1], from: m[2] }));

  it("takes values only from zod modules: never the schema barrel or a table", () => {
    const offending = files(path.join(root, "client/src")).flatMap((file) =>
      imports(file)
        .filter((i) => !i.typeOnly && (i.from === "@shared/schema" || /^@shared\/schema\/.*-table$/.test(i.from)))
        .map((i) => `${path.relative(root, file)}: ${i.from}`),
    );
    expect(offending).toEqual([]);
  });

  it("reaches no drizzle through the zod modules", () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const { typeOnly, from } of imports(file)) {
        expect(typeOnly || !from.startsWith("drizzle"), `${path.relative(root, file)} imports ${from}`).toBe(true);
        if (!typeOnly && from.startsWith(".")) visit(path.resolve(path.dirname(file), `${from}.ts`));
      }
    };
    visit(path.join(root, "shared/schema/validation.ts"));
    expect([...seen].some((f) => f.endsWith("-table.ts"))).toBe(false);
  });
});
