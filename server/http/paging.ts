import type { Request, Response } from "express";

export type PageRequest = { page: number; pageSize: number };

/**
 * Answers one page of a list the way any client expects (docs/decisions/paged-lists-are-plain-arrays.md): a plain JSON
 * array body; the paging travels in headers, the GitHub way: `X-Total-Count` and a `Link` header with
 * first, prev, next and last, each the request's own URL with its `page` replaced.
 */
export function sendPage<T>(req: Request, res: Response, items: T[], total: number, paging: PageRequest) {
  setPageHeaders(req, res, total, paging);
  res.json(items);
}

/** The paging headers alone, for the one paged answer that is an object (GET /api/notifications). */
export function setPageHeaders(req: Request, res: Response, total: number, { page, pageSize }: PageRequest) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const link = (p: number, rel: string) => {
    const url = new URL(req.originalUrl, "http://localhost");
    url.searchParams.set("page", String(p));
    url.searchParams.set("pageSize", String(pageSize));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [link(1, "first")];
  if (page > 1) links.push(link(Math.min(page - 1, last), "prev"));
  if (page < last) links.push(link(page + 1, "next"));
  links.push(link(last, "last"));
  res.set("X-Total-Count", String(total));
  res.set("Link", links.join(", "));
}
