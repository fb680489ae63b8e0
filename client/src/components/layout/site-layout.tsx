import { Trans } from "@lingui/react/macro";
import type { MouseEvent, ReactNode } from "react";
import { useLocation } from "wouter";
import { belowFold } from "@/components/ui/below-fold";
import { ChatLauncher } from "./chat-launcher";
import { ConnectionBanner } from "./connection-banner";
import { Header } from "./header";
import { MaintenanceBanner } from "./maintenance-banner";

/**
 * The footer starts below the fold on every page: its code and hydration wait until the page has hydrated
 * and the footer nears the screen (on a short page, at once).
 */
const Footer = belowFold(() => import("./footer"), "Footer", 560);

/** The skip link moves focus into the page itself, so the next Tab starts there; the URL keeps no #main. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById("main")?.focus();
}

/** Staff pages: the customers' assistant has nothing for staff there, and its button would cover their tables. */
const STAFF_PAGE = /^\/(admin|super-admin|audit-logs)(\/|$)/;

export function SiteLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const chat = !STAFF_PAGE.test(location);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        onClick={skipToContent}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <MaintenanceBanner />
      <ConnectionBanner />
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and a page arriving late never pushes it (no layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100svh-4rem)] flex-1 focus:outline-none">
        {children}
      </main>
      <Footer roomForChat={chat} />
      {chat && <ChatLauncher />}
    </div>
  );
}
