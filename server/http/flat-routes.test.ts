import express, { Router } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { addRoutes } from "./flat-routes";

/** Two module routers as the app's are written: one with a path-scoped guard, both with routes. */
function app() {
  const first = Router();
  first.use("/me", (req, res, next) => (req.headers.authorization ? next() : res.status(401).json({ message: "guarded" })));
  first.get("/me", (_req, res) => res.json({ from: "first", route: "me" }));
  first.get("/items/:id", (req, res) => res.json({ from: "first", id: req.params.id }));
  const second = Router();
  second.get("/items/:id", (_req, res) => res.json({ from: "second" })); // declared later: never reached
  second.get("/others", (_req, res) => res.json({ from: "second", route: "others" }));
  second.get("/members/:id", (req, res) => res.json({ from: "second", id: req.params.id }));
  const api = Router();
  addRoutes(api, [first, second]);
  api.use((_req, res) => res.status(404).json({ message: "No such API endpoint" }));
  return express().use("/api", api);
}

describe("addRoutes: module routers' routes on the parent router", () => {
  it("keeps each route's path, parameters and declaration order", async () => {
    const a = app();
    expect((await request(a).get("/api/items/7")).body).toEqual({ from: "first", id: "7" });
    expect((await request(a).get("/api/members/x%20y")).body).toEqual({ from: "second", id: "x y" });
    expect((await request(a).get("/api/others")).body).toEqual({ from: "second", route: "others" });
    expect((await request(a).get("/api/nothing")).status).toBe(404);
  });

  it("keeps a router's path-scoped middleware to its path", async () => {
    const a = app();
    expect((await request(a).get("/api/me")).status).toBe(401);
    expect((await request(a).get("/api/me").set("Authorization", "x")).body).toEqual({ from: "first", route: "me" });
    // "/members" and "/others" only begin like "/me": the guard is not theirs.
    expect((await request(a).get("/api/members/1")).status).toBe(200);
  });

  it("refuses a router whose router.param handlers or options would be lost", () => {
    const withParam = Router();
    withParam.param("id", (_req, _res, next) => next());
    expect(() => addRoutes(Router(), [withParam])).toThrow(/router\.param/);
    expect(() => addRoutes(Router(), [Router({ mergeParams: true })])).toThrow(/options/);
  });
});
