import { Trans, useLingui } from "@lingui/react/macro";
import type { FieldError, UseFormRegister } from "react-hook-form";
import { MARKETING_CONSENT_TEXT, PRIVACY_NOTICE_ITEMS, PRIVACY_NOTICE_VERSION } from "@shared/catalog/privacy";
import { localizedPath } from "@shared/i18n/locales";
import type { RegisterFormValues } from "@shared/schema";
import { activeLocale } from "@/lib/i18n";
import { fieldErrorText } from "@/lib/catalogue-text";

const linkClass = "font-medium text-primary underline underline-offset-2";

type Props = { register: UseFormRegister<RegisterFormValues>; noticeError?: FieldError };

/** The itemised notice the DPDP Act asks for before consent, the notice's checkbox, and the separate, optional marketing one. */
export function RegistrationNotice({ register, noticeError }: Props) {
  const { i18n } = useLingui();
  const version = PRIVACY_NOTICE_VERSION;
  const noticeMessage = fieldErrorText(i18n, noticeError);
  // Plain links (they open a new tab), so the router's language base does not apply: the address names the language.
  const privacyHref = localizedPath(activeLocale(), "/privacy");
  const termsHref = localizedPath(activeLocale(), "/terms");
  return (
    <div className="grid gap-3">
      <section aria-labelledby="register-notice-title" className="rounded-md border bg-muted/40 p-3 text-xs leading-relaxed">
        <h2 id="register-notice-title" className="mb-2 text-sm font-semibold">
          <Trans>Your data: what we collect, why, and for how long</Trans>
        </h2>
        <ul className="grid gap-1.5">
          {PRIVACY_NOTICE_ITEMS.map((item) => {
            // The privacy catalogue's texts are messages of this feature's catalogue too (lingui.config.ts, SHOWN_BY): each is shown in the page's language.
            const why = i18n._(item.why);
            const howLong = i18n._(item.howLong);
            const kept = howLong.charAt(0).toLowerCase() + howLong.slice(1);
            return (
              <li key={item.what}>
                <span className="font-medium text-foreground">{i18n._(item.what)}</span>
                <span className="text-muted-foreground">
                  {" "}
                  <Trans>
                    — {why}. Kept: {kept}.
                  </Trans>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="grid gap-1">
        <div className="flex items-start gap-2">
          <input
            type="checkbox"
            id="register-privacyNoticeAccepted"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            aria-invalid={noticeMessage ? true : undefined}
            aria-describedby={noticeMessage ? "register-privacyNoticeAccepted-error" : undefined}
            {...register("privacyNoticeAccepted")}
          />
          <label htmlFor="register-privacyNoticeAccepted" className="text-sm">
            <Trans>
              I have read the{" "}
              <a href={privacyHref} target="_blank" rel="noopener" className={linkClass}>
                privacy notice
              </a>{" "}
              (version {version}) and agree to the{" "}
              <a href={termsHref} target="_blank" rel="noopener" className={linkClass}>
                terms
              </a>
              .
            </Trans>
          </label>
        </div>
        {noticeMessage && (
          <p id="register-privacyNoticeAccepted-error" role="alert" className="text-sm font-medium text-destructive">
            {noticeMessage}
          </p>
        )}
      </div>
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          id="register-marketingConsent"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          {...register("marketingConsent")}
        />
        <label htmlFor="register-marketingConsent" className="text-sm text-muted-foreground">
          {i18n._(MARKETING_CONSENT_TEXT)}
        </label>
      </div>
    </div>
  );
}
