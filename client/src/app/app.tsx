import { SiteLayout } from "@/components/layout/site-layout";
import { AppErrorBoundary } from "./error-boundary";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

export function App() {
  return (
    <AppProviders>
      <SiteLayout>
        <AppErrorBoundary>
          <AppRouter />
        </AppErrorBoundary>
      </SiteLayout>
    </AppProviders>
  );
}
