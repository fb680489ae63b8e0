export type NavLink = { label: string; href: string };

export const MAIN_NAV: NavLink[] = [
  { label: "Home Loans", href: "/loan-application?type=home-loan" },
  { label: "LAP", href: "/loan-application?type=lap" },
  { label: "BT Top-Up", href: "/loan-application?type=bt-topup" },
  { label: "SIP", href: "/sip" },
  { label: "Consultation", href: "/consultation" },
  { label: "About", href: "/about" },
];

/** True when the current path and query match the link's own path and query. */
export function isActiveLink(href: string, path: string, search: string) {
  const [linkPath, linkQuery] = href.split("?");
  if (linkPath !== path) return false;
  if (!linkQuery) return true;
  const current = new URLSearchParams(search);
  const type = current.get("type") ?? (path === "/loan-application" ? "home-loan" : null);
  return new URLSearchParams(linkQuery).get("type") === type;
}
