import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** A link of the site's menus; its label is translated where it is drawn (`i18n._(link.label)`). */
export type NavLink = { label: MessageDescriptor; href: string };

export const MAIN_NAV: NavLink[] = [
  { label: msg`Home Loans`, href: "/loan-application?type=home-loan" },
  { label: msg`LAP`, href: "/loan-application?type=lap" },
  { label: msg`BT Top-Up`, href: "/loan-application?type=bt-topup" },
  { label: msg`SIP`, href: "/sip" },
  { label: msg`Consultation`, href: "/consultation" },
  { label: msg`About`, href: "/about" },
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
