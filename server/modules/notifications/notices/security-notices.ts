import { COMPANY } from "../../../../shared/catalog/company";
import { formatIstDateTime } from "../../../../shared/format";
import type { IssuedLink } from "../../auth";
import { APP_ORIGIN } from "../../outbox";
import type { Notice } from "../notify";

/**
 * The e-mails that keep an account safe: links that prove an address or reset a password, and alerts
 * about sign-ins, lockouts and changes. Each alert says when (IST), from which browser (the place is
 * never guessed: we do not look addresses up), and what to do if it was not the customer.
 */
type Account = { id: number };
/** Where and when an event happened, as an alert names it. */
export type Seen = { at: Date; device: string };

const seenFacts = ({ at, device }: Seen): [string, string][] => [
  ["When", formatIstDateTime(at)],
  ["Browser", device],
];
const NOT_YOU = `If this was not you, reset your password at once (${APP_ORIGIN}/forgot-password) and call us at ${COMPANY.phones[0]}.`;
const linkFacts = (link: IssuedLink): [string, string][] => [["Link valid until", formatIstDateTime(link.expiresAt)]];

/** To an address not yet proven (a new account's, or the one a customer is changing to): no name, no text anyone typed. */
export function verifyEmail(user: Account, email: string, link: IssuedLink, change: boolean): Notice {
  return {
    userId: user.id,
    kind: "email_verification",
    about: `user:${user.id}`,
    to: { email, name: null },
    link: "/dashboard",
    title: `Verify your e-mail address for ${COMPANY.name}`,
    body: change
      ? `Someone asked to make this the e-mail address of a ${COMPANY.name} account. Open the link below to confirm it; until then the account keeps its current address.`
      : `This address was given for a new ${COMPANY.name} account. Open the link below to confirm it is yours; until then we only notify the account in the app.`,
    details: linkFacts(link),
    action: { label: "Verify my e-mail address", url: link.url },
    sealedToken: link.sealedToken,
    more: ["If you did not ask for this, ignore this e-mail: nothing changes unless the link is opened."],
    emailOnly: { occurrence: link.sealedToken.slice(-16) },
    mayGoUnverified: true,
  };
}

export function passwordResetLink(user: Account, link: IssuedLink): Notice {
  return {
    userId: user.id,
    kind: "password_reset",
    about: `user:${user.id}`,
    link: "/auth",
    title: `Reset your ${COMPANY.name} password`,
    body: "We received a request to reset the password of your account. Open the link below to choose a new one. It works once.",
    details: linkFacts(link),
    action: { label: "Choose a new password", url: link.url },
    sealedToken: link.sealedToken,
    more: ["If you did not ask for this, ignore this e-mail: your password stays as it is."],
    emailOnly: { occurrence: link.sealedToken.slice(-16) },
    // Opening it proves the address, as the verification link does.
    mayGoUnverified: true,
  };
}

export function newSignIn(user: Account, seen: Seen, occurrence: string): Notice {
  return {
    userId: user.id,
    kind: "new_sign_in",
    about: `user:${user.id}`,
    link: "/dashboard?tab=profile",
    title: "New sign-in to your account",
    body: `Your ${COMPANY.name} account was signed in to from a browser we have not seen before.`,
    details: seenFacts(seen),
    more: [`If this was you, there is nothing to do. You can see and sign out your devices under Profile.`, NOT_YOU],
    emailOnly: { occurrence },
  };
}

/** afterCodes: the password was right and the two-factor code wrong, so someone else may know the password. */
export function accountLocked(
  user: Account,
  seen: Seen,
  minutes: number,
  link: IssuedLink,
  occurrence: string,
  afterCodes = false,
): Notice {
  return {
    userId: user.id,
    kind: "account_locked",
    about: `user:${user.id}`,
    link: "/auth",
    title: afterCodes ? "Your password was used, but the two-factor code was wrong" : "Sign-in to your account was locked",
    body: afterCodes
      ? `Someone entered the right password for your ${COMPANY.name} account, then wrong two-factor codes several times. Sign-in is locked for ${minutes} minutes.`
      : `After several wrong passwords, sign-in to your ${COMPANY.name} account from that network is locked for ${minutes} minutes.`,
    details: [...seenFacts(seen), ...linkFacts(link)],
    action: { label: "Reset my password", url: link.url },
    sealedToken: link.sealedToken,
    more: afterCodes
      ? [
          "If it was you, wait and try again with the newest code from your app, or a recovery code.",
          `If it was not you, someone knows your password: reset it now with the link above, and call us at ${COMPANY.phones[0]}.`,
        ]
      : [
          "If it was you, wait and try again, or reset your password with the link above.",
          `If it was not you, someone may be guessing your password: reset it with the link above, and call us at ${COMPANY.phones[0]} if you see anything you do not recognise.`,
        ],
    emailOnly: { occurrence },
  };
}

export function passwordWasReset(user: Account, seen: Seen): Notice {
  return {
    userId: user.id,
    kind: "password_changed",
    about: `user:${user.id}`,
    link: "/auth",
    title: "Your password was reset",
    body: `The password of your ${COMPANY.name} account was reset with a link we e-mailed. Every device that was signed in has been signed out.`,
    details: seenFacts(seen),
    more: [`If you did not do this, call us at ${COMPANY.phones[0]} or write to ${COMPANY.email} at once.`],
  };
}

/** To the address being replaced, as soon as the change is asked for: with the way to stop it. */
export function emailChangeRequested(user: Account, oldEmail: string, newEmail: string, seen: Seen, link: IssuedLink): Notice {
  return {
    userId: user.id,
    kind: "email_change_requested",
    about: `user:${user.id}`,
    to: { email: oldEmail, name: null },
    link: "/dashboard?tab=profile",
    title: "A change of your e-mail address was asked for",
    body: `Someone signed in to your ${COMPANY.name} account asked to change its e-mail address to an address at ${newEmail.split("@")[1]}. It changes only when the link we sent there is opened.`,
    details: [...seenFacts(seen), ["Report link valid until", formatIstDateTime(link.expiresAt)]],
    action: { label: "This wasn't me", url: link.url },
    sealedToken: link.sealedToken,
    more: [
      "If it was you, there is nothing to do. If it was not, the link above stops the change, signs out every device and alerts our team.",
    ],
    emailOnly: { occurrence: link.sealedToken.slice(-16) },
  };
}

/** To the address that was replaced, once the new one is verified. */
export function emailChangeDone(user: Account, oldEmail: string, newEmail: string, seen: Seen, link: IssuedLink): Notice {
  return {
    userId: user.id,
    kind: "email_changed",
    about: `user:${user.id}`,
    to: { email: oldEmail, name: null },
    link: "/dashboard?tab=profile",
    title: "Your e-mail address was changed",
    body: `The e-mail address of your ${COMPANY.name} account is now an address at ${newEmail.split("@")[1]}. We will write there from now on.`,
    details: [...seenFacts(seen), ["Report link valid until", formatIstDateTime(link.expiresAt)]],
    action: { label: "This wasn't me", url: link.url },
    sealedToken: link.sealedToken,
    more: ["If it was not you, the link above puts this address back, signs out every device and alerts our team."],
  };
}

/** To the address given back: the old password no longer works, and this link sets a new one. */
export function emailChangeReported(user: Account, seen: Seen, reset: IssuedLink): Notice {
  return {
    userId: user.id,
    kind: "email_change_reported",
    about: `user:${user.id}`,
    link: "/auth",
    title: "We have secured your account",
    body: `You told us you did not change the e-mail address of your ${COMPANY.name} account. The change is undone, every device has been signed out, and our team has been told.`,
    details: [...seenFacts(seen), ...linkFacts(reset)],
    action: { label: "Choose a new password", url: reset.url },
    sealedToken: reset.sealedToken,
    more: [
      "Whoever made the change may know your password, so it no longer works: choose a new one with the link above.",
      `Questions? Call us at ${COMPANY.phones[0]}.`,
    ],
    emailOnly: { occurrence: reset.sealedToken.slice(-16) },
  };
}

/** Staff hear of a reported change in the app. */
export function staffEmailChangeAlert(staff: Account, customerId: number, at: Date, restored: boolean): Notice {
  return {
    userId: staff.id,
    kind: "email_change_reported",
    // Event keys are unique across all accounts: each staff member's alert names them too.
    about: `user:${customerId}:staff:${staff.id}`,
    link: "/audit-logs",
    title: `Security alert: customer #${customerId} reported an e-mail change`,
    body: restored
      ? `Customer #${customerId} said they did not change their e-mail address (${formatIstDateTime(at)}). The address was put back, their sessions ended and their password must be reset; please check the account's recent activity in the audit log.`
      : `Customer #${customerId} said they did not change their e-mail address (${formatIstDateTime(at)}), and it could not be put back. Their sessions ended and the account is frozen: please call the customer, then set their address and a new password with the operator's commands.`,
    inAppOnly: true,
  };
}

export function twoFactorChanged(user: Account, on: boolean, seen: Seen, byStaff = false): Notice {
  return {
    userId: user.id,
    kind: on ? "two_factor_enabled" : "two_factor_disabled",
    about: `user:${user.id}`,
    link: "/dashboard?tab=profile",
    title: on ? "Two-factor sign-in is on" : "Two-factor sign-in is off",
    body: on
      ? `From now on, signing in to your ${COMPANY.name} account asks for a code from your authenticator app.`
      : byStaff
        ? `A super admin reset the two-factor sign-in of your ${COMPANY.name} account, as asked. Set it up again from Profile when you next sign in.`
        : `Signing in to your ${COMPANY.name} account no longer asks for a code from your authenticator app.`,
    details: seenFacts(seen),
    more: [NOT_YOU],
    emailOnly: { occurrence: `${on ? "on" : "off"}:${seen.at.getTime()}` },
  };
}

/** Queued before the account's details are wiped, to the address it had. */
export function accountDeleted(user: Account, seen: Seen): Notice {
  return {
    userId: user.id,
    kind: "account_deleted",
    about: `user:${user.id}`,
    link: "/",
    title: `Your ${COMPANY.name} account was deleted`,
    body: `Your ${COMPANY.name} account was deleted as you asked. Your personal details are erased; records the law makes us keep (loans, payments, KYC) are kept for their retention period only.`,
    details: seenFacts(seen),
    more: [`If you did not do this, call us at ${COMPANY.phones[0]} or write to ${COMPANY.email} at once.`],
    emailOnly: { occurrence: String(seen.at.getTime()) },
  };
}
