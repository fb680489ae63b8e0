import { Trans } from "@lingui/react/macro";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

type Props = { children: ReactNode };
type State = { failed: boolean };

/** Last line of defence: a crashed page shows a way out instead of a blank screen. */
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unhandled UI error", error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-2xl font-bold">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>This page could not be shown. Please reload and try again.</Trans>
        </p>
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload page</Trans>
        </Button>
      </div>
    );
  }
}
