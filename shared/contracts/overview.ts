import { z } from "zod";
import { API_CONTRACTS } from "./index";
import type { Access, RouteContract } from "./define";

const ACCESS_LABEL: Record<Access, string> = {
  public: "anyone",
  user: "signed in",
  staff: "staff",
  superadmin: "superadmin",
  operator: "operator (loopback + token)",
};

type JsonObject = { properties?: Record<string, unknown>; anyOf?: JsonObject[]; oneOf?: JsonObject[] };

/** The names of a schema's fields as a caller sends them, for the overview's Takes column (every branch of a union). */
function fieldsOf(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonObject;
  const branches = [json, ...(json.anyOf ?? []), ...(json.oneOf ?? [])];
  return [...new Set(branches.flatMap((b) => Object.keys(b.properties ?? {})))].filter((k) => k !== "userId");
}

function takes(c: RouteContract): string {
  const parts: string[] = [];
  if (c.query) parts.push(`query: ${fieldsOf(c.query).join(", ")}`);
  if (c.uploads) parts.push("multipart upload");
  else if (c.body) parts.push(`body: ${fieldsOf(c.body).join(", ") || "JSON"}`);
  return parts.join("; ") || "";
}

function answers(c: RouteContract): string {
  const status = c.status ?? 200;
  if (status === 204) return "204 (no body)";
  if (!("parse" in c.response)) return `${status} file (${c.response.contentTypes.join(", ")})`;
  return `${status}${c.paged ? " page (X-Total-Count, Link)" : ""}`;
}

/** docs/api.md, made from the route contracts: `npm run docs:api` writes it, a test keeps it current. */
export function renderApiOverview(): string {
  const lines = [
    "# API overview",
    "",
    "<!-- Made from shared/contracts by `npm run docs:api`; a test fails when it is out of date. Do not edit by hand. -->",
    "",
    "Every route is declared once in `shared/contracts/<module>.ts`: its access, the zod schemas of its params, query and body,",
    "and the schema of its answer. The server serves it from that contract and the client calls it by its key.",
    "Errors answer `{ message, code, issues? }` (the codes are in `shared/contracts/errors.ts`); amounts are rupees.",
    "",
  ];
  for (const [module, routes] of Object.entries(API_CONTRACTS)) {
    lines.push(`## ${module}`, "", "| Route | Who | Takes | Answers | What |", "| --- | --- | --- | --- | --- |");
    for (const c of Object.values(routes) as RouteContract[]) {
      lines.push(
        `| \`${c.method} ${c.path}\` | ${ACCESS_LABEL[c.access]} | ${takes(c)} | ${answers(c)} | ${c.summary.replace(/\|/g, "\\|")} |`,
      );
    }
    lines.push("");
  }
  return lines.join("\n");
}
