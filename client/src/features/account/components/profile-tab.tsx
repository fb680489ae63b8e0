import { useLingui } from "@lingui/react/macro";
import { TabHeading } from "@/components/list-states";
import { useUser } from "@/lib/auth/get-user";
import { ConsentsCard } from "./consents-card";
import { DataExportCard } from "./data-export-card";
import { DeleteAccountCard } from "./delete-account-card";
import { PasswordForm } from "./password-form";
import { PersonalDetailsForm } from "./personal-details-form";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard } from "./two-factor-card";

/** Dashboard → Profile: the customer's rights over their account and data, in one place. */
export function ProfileTab() {
  const { user } = useUser();
  const { t } = useLingui();
  if (!user) return null;
  return (
    <section>
      <TabHeading
        title={t`Profile and security`}
        description={t`Your details, password, two-factor sign-in, signed-in devices, consents and your data.`}
      />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-6">
          <PersonalDetailsForm user={user} />
          <PasswordForm />
          <DataExportCard />
        </div>
        <div className="grid gap-6">
          <TwoFactorCard username={user.username} />
          <SessionsCard />
          <ConsentsCard />
        </div>
      </div>
      <div className="mt-6">
        <DeleteAccountCard />
      </div>
    </section>
  );
}
