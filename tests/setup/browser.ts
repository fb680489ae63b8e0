import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export const chromePath = () => process.env.CHROME_PATH || "/usr/bin/chromium";
export const hasBrowser = () => existsSync(chromePath());

/** The system Chromium; no test tool ever downloads a browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
    ],
  });
}
