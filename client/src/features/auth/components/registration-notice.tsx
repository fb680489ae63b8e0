import type { FieldError, UseFormRegister } from "react-hook-form";
import { MARKETING_CONSENT_TEXT, PRIVACY_NOTICE_ITEMS, PRIVACY_NOTICE_VERSION } from "@shared/catalog/privacy";
import type { RegisterFormValues } from "@shared/schema";

const linkClass = "font-medium text-primary underline underline-offset-2";

type Props = { register: UseFormRegister<RegisterFormValues>; noticeError?: FieldError };

/** The itemised notice the DPDP Act asks for before consent, the notice's checkbox, and the separate, optional marketing one. */
export function RegistrationNotice({ register, noticeError }: Props) {
  return (
    <div className="grid gap-3">
      <section aria-labelledby="register-notice-title" className="rounded-md border bg-muted/40 p-3 text-xs leading-relaxed">
        <h2 id="register-notice-title" className="mb-2 text-sm font-semibold">
          Your data: what we collect, why, and for how long
        </h2>
        <ul className="grid gap-1.5">
          {PRIVACY_NOTICE_ITEMS.map((item) => (
            <li key={item.what}>
              <span className="font-medium text-foreground">{item.what}</span>
              <span className="text-muted-foreground">
                {" "}
                — {item.why}. Kept: {item.howLong.charAt(0).toLowerCase() + item.howLong.slice(1)}.
              </span>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-1">
        <div className="flex items-start gap-2">
          <input
            type="checkbox"
            id="register-privacyNoticeAccepted"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            aria-invalid={noticeError ? true : undefined}
            aria-describedby={noticeError ? "register-privacyNoticeAccepted-error" : undefined}
            {...register("privacyNoticeAccepted")}
          />
          <label htmlFor="register-privacyNoticeAccepted" className="text-sm">
            I have read the{" "}
            <a href="/privacy" target="_blank" rel="noopener" className={linkClass}>
              privacy notice
            </a>{" "}
            (version {PRIVACY_NOTICE_VERSION}) and agree to the{" "}
            <a href="/terms" target="_blank" rel="noopener" className={linkClass}>
              terms
            </a>
            .
          </label>
        </div>
        {noticeError && (
          <p id="register-privacyNoticeAccepted-error" role="alert" className="text-sm font-medium text-destructive">
            {noticeError.message}
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
          {MARKETING_CONSENT_TEXT}
        </label>
      </div>
    </div>
  );
}
