import { Router } from "express";
import type { Database } from "../../db/client";

export function healthRouter(database: Database) {
  const r = Router();
  r.get("/health", async (_req, res) => {
    try {
      await database.ping();
      res.json({ status: "ok", db: "ok" });
    } catch {
      res.status(503).json({ status: "error", db: "unreachable" });
    }
  });
  return r;
}
