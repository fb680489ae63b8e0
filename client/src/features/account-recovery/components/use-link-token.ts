import { useEffect, useState } from "react";

/** The token of an e-mailed link (`/verify-email#token=…`): after `#`, so it never reaches a server log or a Referer. */
function readLinkToken(): string | null {
  if (typeof window === "undefined") return null;
  return new URLSearchParams(window.location.hash.slice(1)).get("token")?.trim() || null;
}

/**
 * Reads the link's token once, then takes it out of the address bar, so it is not left in the history,
 * a bookmark or a shared screenshot. It is kept in memory only: a reload asks for the link to be opened again.
 */
export function useLinkToken(): string | null {
  const [token] = useState(readLinkToken);
  useEffect(() => {
    if (window.location.hash) history.replaceState(history.state, "", `${window.location.pathname}${window.location.search}`);
  }, []);
  return token;
}
