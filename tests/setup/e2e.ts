import type { Browser, BrowserContextOptions, Page, Response } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { startServer, type RunningServer } from "./server";

/**
 * A prerendered page is on screen before React has hydrated it, and a click in between is lost (as for a
 * person). So this page's goto and reload also wait until the app has taken over (router.tsx marks it);
 * pages opened with JavaScript disabled are left as they are.
 */
export function waitForAppOnLoad(page: Page, scripts = true): Page {
  const ready = async (res: Response | null) => {
    if (scripts && res?.headers()["content-type"]?.startsWith("text/html"))
      await page.waitForSelector("html[data-app-ready]", { state: "attached" });
    return res;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => ready(await goto(...args));
  page.reload = async (...args) => ready(await reload(...args));
  return page;
}

/** Holds every answer to requests matching `pattern` until release() (also lets later ones through). */
export async function hold(page: Page, pattern: string | RegExp): Promise<() => Promise<void>> {
  const held: (() => Promise<void>)[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(() => route.continue())));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((go) => go()));
  };
}

/**
 * The sample customers and their activity, as `npm start` seeds them, on a copy of a database seeded once
 * per build (server.ts embeddedTemplate). For the pages that need something to show; the first start
 * itself is what `firstRun` and demo-data.e2e.ts exercise.
 */
export const DEMO_DATA: Record<string, string> = { SEED_DEMO: "true" };

/**
 * One built server and one Chromium for a browser test file, plus the sign-in steps every flow
 * starts with. Call inside the describe block. `env` is added to the server's environment.
 */
export function useBrowserApp(
  prepare?: (server: RunningServer) => Promise<void>,
  {
    firstRun = false,
    env = {},
  }: {
    firstRun?: boolean;
    /** The server's environment, or a function that makes it first (a database to start on). */
    env?: Record<string, string> | (() => Promise<Record<string, string>>);
  } = {},
) {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer(typeof env === "function" ? await env() : env, { firstRun });
    browser = await launchBrowser();
    await prepare?.(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const newPage = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 }, ...options });
    return waitForAppOnLoad(await context.newPage(), options.javaScriptEnabled !== false);
  };

  /** Fills and submits the Login tab of /auth. */
  async function submitLogin(page: Page, username: string, password: string) {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Login" }).click();
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel("Username").fill(username);
    await panel.getByLabel("Password", { exact: true }).fill(password);
    await panel.getByRole("button", { name: "Login" }).click();
  }

  /** Signs in on the page and waits for the signed-in home: the dashboard, or the admin panel for staff. */
  async function login(page: Page, username: string, password: string) {
    await submitLogin(page, username, password);
    await page.waitForURL(/\/(dashboard|admin)$/);
  }

  /** A new browser context already signed in. */
  async function loginAs(username: string, password: string) {
    const page = await newPage();
    await login(page, username, password);
    return page;
  }

  return { newPage, submitLogin, login, loginAs, baseUrl: () => server.baseUrl };
}
