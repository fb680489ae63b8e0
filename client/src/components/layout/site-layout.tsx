import type { ReactNode } from "react";
import { ChatLauncher } from "./chat-launcher";
import { Footer } from "./footer";
import { Header } from "./header";
import { MaintenanceBanner } from "./maintenance-banner";

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <MaintenanceBanner />
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <ChatLauncher />
    </div>
  );
}
