import type { Express } from "express";

export type ApiRoute = {
  /** "GET /api/loan-applications/:id": how the route table names it. */
  key: string;
  method: string;
  /** The route's path pattern, with its :params. */
  path: string;
  /** The names of its path parameters, in order. */
  params: string[];
};

type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] }; rawPath?: unknown };

/**
 * Every route under /api, read from the Express router of a built app (createApp), so a route
 * added anywhere shows up here without anyone listing it by hand.
 */
export function listApiRoutes(app: Express): ApiRoute[] {
  const found: ApiRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = `${prefix}${layer.route.path}`;
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (!on || method === "_all") continue;
          const m = method.toUpperCase();
          found.push({ key: `${m} ${path}`, method: m, path, params: [...path.matchAll(/:(\w+)/g)].map((x) => x[1]) });
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
        walk(layer.handle.stack, `${prefix}${mount}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "");
  const api = found.filter((r) => r.path.startsWith("/api/"));
  if (api.length === 0) throw new Error("No /api routes found: has the Express router's shape changed?");
  return api;
}

/** A route's path with its parameters filled in (each value URL-encoded). */
export function fillPath(route: Pick<ApiRoute, "path">, values: Record<string, string | number>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for :${name} in ${route.path}`);
    return encodeURIComponent(String(values[name]));
  });
}
