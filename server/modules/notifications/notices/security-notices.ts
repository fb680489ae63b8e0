import { COMPANY } from "../../../../shared/catalog/company";
import { formatIstDateTime } from "../../../../shared/format";
import type { IssuedLink } from "../../auth";
import { APP_ORIGIN } from "../../outbox";
import type { Lang } from "../lang";
import type { Notice } from "../notify";

/**
 * The e-mails that keep an account safe: links that prove an address or reset a password, and alerts
 * about sign-ins, lockouts and changes. Each alert says when (IST), from which browser (the place is
 * never guessed: we do not look addresses up), and what to do if it was not the customer.
 */
type Account = { id: number };
/** Where and when an event happened, as an alert names it. */
export type Seen = { at: Date; device: string };

const seenFacts = ({ at, device }: Seen, { t, dateTime }: Lang): [string, string][] => [
  [t(/*i18n*/ { id: "notice.fact.when", message: "When" }), dateTime(at)],
  [t(/*i18n*/ { id: "notice.fact.browser", message: "Browser" }), device],
];
const notYou = ({ t, url }: Lang) =>
  t(
    /*i18n*/ {
      id: "notice.security.not_you",
      message: "If this was not you, reset your password at once ({address}) and call us at {phone}.",
    },
    { address: `${APP_ORIGIN}${url("/forgot-password")}`, phone: COMPANY.phones[0] },
  );
const linkFacts = (link: IssuedLink, { t, dateTime }: Lang): [string, string][] => [
  [t(/*i18n*/ { id: "notice.fact.link_valid_until", message: "Link valid until" }), dateTime(link.expiresAt)],
];
const reportLinkFacts = (link: IssuedLink, { t, dateTime }: Lang): [string, string][] => [
  [t(/*i18n*/ { id: "notice.fact.report_link_valid_until", message: "Report link valid until" }), dateTime(link.expiresAt)],
];
const company = { company: COMPANY.name };
const phone = { phone: COMPANY.phones[0] };
const thisWasntMe = ({ t }: Lang) => t(/*i18n*/ { id: "notice.security.action_not_me", message: "This wasn't me" });
const chooseNewPassword = ({ t }: Lang) => t(/*i18n*/ { id: "notice.security.action_new_password", message: "Choose a new password" });
const callOrWrite = ({ t }: Lang) =>
  t(
    /*i18n*/ { id: "notice.security.call_or_write", message: "If you did not do this, call us at {phone} or write to {email} at once." },
    { phone: COMPANY.phones[0], email: COMPANY.email },
  );

/** To an address not yet proven (a new account's, or the one a customer is changing to): no name, no text anyone typed. */
export function verifyEmail(user: Account, email: string, link: IssuedLink, change: boolean): Notice {
  return {
    userId: user.id,
    kind: "email_verification",
    about: `user:${user.id}`,
    to: { email, name: null },
    link: "/dashboard",
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.verify_email.title", message: "Verify your e-mail address for {company}" }, company),
        body: change
          ? t(
              /*i18n*/ {
                id: "notice.verify_email.body_change",
                message:
                  "Someone asked to make this the e-mail address of a {company} account. Open the link below to confirm it; until then the account keeps its current address.",
              },
              company,
            )
          : t(
              /*i18n*/ {
                id: "notice.verify_email.body",
                message:
                  "This address was given for a new {company} account. Open the link below to confirm it is yours; until then we only notify the account in the app.",
              },
              company,
            ),
        details: linkFacts(link, lang),
        action: { label: t(/*i18n*/ { id: "notice.verify_email.action", message: "Verify my e-mail address" }), url: link.url },
        more: [
          t(
            /*i18n*/ {
              id: "notice.verify_email.more",
              message: "If you did not ask for this, ignore this e-mail: nothing changes unless the link is opened.",
            },
          ),
        ],
      };
    },
    sealedToken: link.sealedToken,
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
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.password_reset.title", message: "Reset your {company} password" }, company),
        body: t(
          /*i18n*/ {
            id: "notice.password_reset.body",
            message: "We received a request to reset the password of your account. Open the link below to choose a new one. It works once.",
          },
        ),
        details: linkFacts(link, lang),
        action: { label: chooseNewPassword(lang), url: link.url },
        more: [
          t(
            /*i18n*/ {
              id: "notice.password_reset.more",
              message: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
            },
          ),
        ],
      };
    },
    sealedToken: link.sealedToken,
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
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.new_sign_in.title", message: "New sign-in to your account" }),
        body: t(
          /*i18n*/ {
            id: "notice.new_sign_in.body",
            message: "Your {company} account was signed in to from a browser we have not seen before.",
          },
          company,
        ),
        details: seenFacts(seen, lang),
        more: [
          t(
            /*i18n*/ {
              id: "notice.new_sign_in.more",
              message: "If this was you, there is nothing to do. You can see and sign out your devices under Profile.",
            },
          ),
          notYou(lang),
        ],
      };
    },
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
    words: (lang) => {
      const { t } = lang;
      return {
        title: afterCodes
          ? t(/*i18n*/ { id: "notice.account_locked.title_codes", message: "Your password was used, but the two-factor code was wrong" })
          : t(/*i18n*/ { id: "notice.account_locked.title", message: "Sign-in to your account was locked" }),
        body: afterCodes
          ? t(
              /*i18n*/ {
                id: "notice.account_locked.body_codes",
                message:
                  "Someone entered the right password for your {company} account, then wrong two-factor codes several times. Sign-in is locked for {minutes, plural, one {# minute} other {# minutes}}.",
              },
              { ...company, minutes },
            )
          : t(
              /*i18n*/ {
                id: "notice.account_locked.body",
                message:
                  "After several wrong passwords, sign-in to your {company} account from that network is locked for {minutes, plural, one {# minute} other {# minutes}}.",
              },
              { ...company, minutes },
            ),
        details: [...seenFacts(seen, lang), ...linkFacts(link, lang)],
        action: { label: t(/*i18n*/ { id: "notice.account_locked.action", message: "Reset my password" }), url: link.url },
        more: afterCodes
          ? [
              t(
                /*i18n*/ {
                  id: "notice.account_locked.more_codes_you",
                  message: "If it was you, wait and try again with the newest code from your app, or a recovery code.",
                },
              ),
              t(
                /*i18n*/ {
                  id: "notice.account_locked.more_codes_not_you",
                  message: "If it was not you, someone knows your password: reset it now with the link above, and call us at {phone}.",
                },
                phone,
              ),
            ]
          : [
              t(
                /*i18n*/ {
                  id: "notice.account_locked.more_you",
                  message: "If it was you, wait and try again, or reset your password with the link above.",
                },
              ),
              t(
                /*i18n*/ {
                  id: "notice.account_locked.more_not_you",
                  message:
                    "If it was not you, someone may be guessing your password: reset it with the link above, and call us at {phone} if you see anything you do not recognise.",
                },
                phone,
              ),
            ],
      };
    },
    sealedToken: link.sealedToken,
    emailOnly: { occurrence },
  };
}

export function passwordWasReset(user: Account, seen: Seen): Notice {
  return {
    userId: user.id,
    kind: "password_changed",
    about: `user:${user.id}`,
    link: "/auth",
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.password_was_reset.title", message: "Your password was reset" }),
        body: t(
          /*i18n*/ {
            id: "notice.password_was_reset.body",
            message:
              "The password of your {company} account was reset with a link we e-mailed. Every device that was signed in has been signed out.",
          },
          company,
        ),
        details: seenFacts(seen, lang),
        more: [callOrWrite(lang)],
      };
    },
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
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.email_change_requested.title", message: "A change of your e-mail address was asked for" }),
        body: t(
          /*i18n*/ {
            id: "notice.email_change_requested.body",
            message:
              "Someone signed in to your {company} account asked to change its e-mail address to an address at {domain}. It changes only when the link we sent there is opened.",
          },
          { ...company, domain: newEmail.split("@")[1] },
        ),
        details: [...seenFacts(seen, lang), ...reportLinkFacts(link, lang)],
        action: { label: thisWasntMe(lang), url: link.url },
        more: [
          t(
            /*i18n*/ {
              id: "notice.email_change_requested.more",
              message:
                "If it was you, there is nothing to do. If it was not, the link above stops the change, signs out every device and alerts our team.",
            },
          ),
        ],
      };
    },
    sealedToken: link.sealedToken,
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
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.email_changed.title", message: "Your e-mail address was changed" }),
        body: t(
          /*i18n*/ {
            id: "notice.email_changed.body",
            message: "The e-mail address of your {company} account is now an address at {domain}. We will write there from now on.",
          },
          { ...company, domain: newEmail.split("@")[1] },
        ),
        details: [...seenFacts(seen, lang), ...reportLinkFacts(link, lang)],
        action: { label: thisWasntMe(lang), url: link.url },
        more: [
          t(
            /*i18n*/ {
              id: "notice.email_changed.more",
              message: "If it was not you, the link above puts this address back, signs out every device and alerts our team.",
            },
          ),
        ],
      };
    },
    sealedToken: link.sealedToken,
  };
}

/** To the address given back: the old password no longer works, and this link sets a new one. */
export function emailChangeReported(user: Account, seen: Seen, reset: IssuedLink): Notice {
  return {
    userId: user.id,
    kind: "email_change_reported",
    about: `user:${user.id}`,
    link: "/auth",
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.email_change_reported.title", message: "We have secured your account" }),
        body: t(
          /*i18n*/ {
            id: "notice.email_change_reported.body",
            message:
              "You told us you did not change the e-mail address of your {company} account. The change is undone, every device has been signed out, and our team has been told.",
          },
          company,
        ),
        details: [...seenFacts(seen, lang), ...linkFacts(reset, lang)],
        action: { label: chooseNewPassword(lang), url: reset.url },
        more: [
          t(
            /*i18n*/ {
              id: "notice.email_change_reported.more",
              message: "Whoever made the change may know your password, so it no longer works: choose a new one with the link above.",
            },
          ),
          t(/*i18n*/ { id: "notice.email_change_reported.questions", message: "Questions? Call us at {phone}." }, phone),
        ],
      };
    },
    sealedToken: reset.sealedToken,
    emailOnly: { occurrence: reset.sealedToken.slice(-16) },
  };
}

/** Staff hear of a reported change in the app: in English, as every staff page is (docs/i18n.md). */
export function staffEmailChangeAlert(staff: Account, customerId: number, at: Date, restored: boolean): Notice {
  return {
    userId: staff.id,
    kind: "email_change_reported",
    // Event keys are unique across all accounts: each staff member's alert names them too.
    about: `user:${customerId}:staff:${staff.id}`,
    link: "/audit-logs",
    words: () => ({
      title: `Security alert: customer #${customerId} reported an e-mail change`,
      body: restored
        ? `Customer #${customerId} said they did not change their e-mail address (${formatIstDateTime(at)}). The address was put back, their sessions ended and their password must be reset; please check the account's recent activity in the audit log.`
        : `Customer #${customerId} said they did not change their e-mail address (${formatIstDateTime(at)}), and it could not be put back. Their sessions ended and the account is frozen: please call the customer, then set their address and a new password with the operator's commands.`,
    }),
    inAppOnly: true,
  };
}

export function twoFactorChanged(user: Account, on: boolean, seen: Seen, byStaff = false): Notice {
  return {
    userId: user.id,
    kind: on ? "two_factor_enabled" : "two_factor_disabled",
    about: `user:${user.id}`,
    link: "/dashboard?tab=profile",
    words: (lang) => {
      const { t } = lang;
      let body: string;
      if (on)
        body = t(
          /*i18n*/ {
            id: "notice.two_factor_enabled.body",
            message: "From now on, signing in to your {company} account asks for a code from your authenticator app.",
          },
          company,
        );
      else if (byStaff)
        body = t(
          /*i18n*/ {
            id: "notice.two_factor_disabled.body_staff",
            message:
              "A super admin reset the two-factor sign-in of your {company} account, as asked. Set it up again from Profile when you next sign in.",
          },
          company,
        );
      else
        body = t(
          /*i18n*/ {
            id: "notice.two_factor_disabled.body",
            message: "Signing in to your {company} account no longer asks for a code from your authenticator app.",
          },
          company,
        );
      return {
        title: on
          ? t(/*i18n*/ { id: "notice.two_factor_enabled.title", message: "Two-factor sign-in is on" })
          : t(/*i18n*/ { id: "notice.two_factor_disabled.title", message: "Two-factor sign-in is off" }),
        body,
        details: seenFacts(seen, lang),
        more: [notYou(lang)],
      };
    },
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
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.account_deleted.title", message: "Your {company} account was deleted" }, company),
        body: t(
          /*i18n*/ {
            id: "notice.account_deleted.body",
            message:
              "Your {company} account was deleted as you asked. Your personal details are erased; records the law makes us keep (loans, payments, KYC) are kept for their retention period only.",
          },
          company,
        ),
        details: seenFacts(seen, lang),
        more: [callOrWrite(lang)],
      };
    },
    emailOnly: { occurrence: String(seen.at.getTime()) },
  };
}
