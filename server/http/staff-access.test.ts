import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../shared/schema";
import { createTestApp, signedInAgent, type TestApp } from "../../tests/setup/test-app";

/** Every staff route and who may call it; checked on the server for each route. */
const STAFF_ROUTES: { method: "get" | "patch" | "post"; path: string; body?: object; roles: Role[] }[] = [
  { method: "get", path: "/api/admin/users", roles: ["admin", "superadmin"] },
  { method: "get", path: "/api/admin/analytics", roles: ["admin", "superadmin"] },
  { method: "get", path: "/api/audit-logs?limit=100&offset=0", roles: ["admin", "superadmin"] },
  { method: "get", path: "/api/admin/settings", roles: ["admin", "superadmin"] },
  { method: "patch", path: "/api/admin/settings", body: { homeLoanRate: 8.6 }, roles: ["superadmin"] },
  { method: "patch", path: "/api/admin/users/999999/role", body: { role: "admin" }, roles: ["superadmin"] },
  { method: "get", path: "/api/admin/loan-applications?q=home", roles: ["admin", "superadmin"] },
  { method: "patch", path: "/api/admin/loan-applications/999999", body: { status: "approved" }, roles: ["admin", "superadmin"] },
  { method: "get", path: "/api/admin/consultations?q=tax&status=scheduled", roles: ["admin", "superadmin"] },
  { method: "patch", path: "/api/admin/consultations/999999", body: { status: "completed" }, roles: ["admin", "superadmin"] },
  { method: "get", path: "/api/admin/kyc-documents?status=pending&q=pan", roles: ["admin", "superadmin"] },
  { method: "patch", path: "/api/admin/kyc-documents/999999", body: { verificationStatus: "verified" }, roles: ["admin", "superadmin"] },
  { method: "get", path: "/api/admin/outbox?status=failed", roles: ["admin", "superadmin"] },
  { method: "post", path: "/api/admin/outbox/999999/retry", roles: ["admin", "superadmin"] },
];

let t: TestApp;
const agents = {} as Record<Role, Awaited<ReturnType<typeof signedInAgent>>["agent"]>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["user", "admin", "superadmin"] as Role[]) agents[role] = (await signedInAgent(t, role)).agent;
});
afterAll(() => t.close());

describe("staff routes: 401 anonymous, 403 wrong role", () => {
  for (const route of STAFF_ROUTES) {
    it(`${route.method.toUpperCase()} ${route.path}`, async () => {
      const send = (agent: ReturnType<typeof request.agent>) => {
        const req = agent[route.method](route.path);
        return route.body ? req.send(route.body) : req;
      };
      const anon = await send(request(t.app));
      expect(anon.status).toBe(401);
      expect(anon.body.message).toBe("Please log in to continue");
      for (const role of ["user", "admin", "superadmin"] as Role[]) {
        const res = await send(agents[role]);
        if (route.roles.includes(role)) {
          expect([200, 404]).toContain(res.status);
        } else {
          expect(res.status).toBe(403);
          expect(res.body.message).toMatch(/needs the .*role/);
        }
      }
    });
  }
});
