import type { NextFunction, Request, Response } from "express";
import type { z } from "zod";
import { HttpError, type Issue } from "./errors";

type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };

export function zodIssues(error: z.ZodError): Issue[] {
  return error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = zodIssues(result.error);
    throw new HttpError(400, issues[0]?.message ?? /*i18n*/ "Invalid input", issues);
  }
  return result.data;
}

/**
 * Validates body, query and params with the shared schemas. The parsed values replace the raw
 * ones (req.query is a getter in Express 5, so parsed query lives on res.locals.query).
 */
export function validate(schemas: Schemas) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (schemas.params) req.params = parseOrThrow(schemas.params, req.params) as Request["params"];
    if (schemas.query) res.locals.query = parseOrThrow(schemas.query, req.query);
    if (schemas.body) req.body = parseOrThrow(schemas.body, req.body ?? {});
    next();
  };
}
