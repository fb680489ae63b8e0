import { Trans } from "@lingui/react/macro";
import { Wrench } from "lucide-react";
import { useSettings } from "@/lib/settings/get-settings";

export function MaintenanceBanner() {
  const { data: settings } = useSettings();
  if (!settings?.maintenanceMode) return null;
  return (
    <div role="status" className="bg-amber-500 px-4 py-2 text-center text-sm font-medium text-slate-950">
      <Wrench aria-hidden className="mr-2 inline size-4 align-[-2px]" />
      <Trans>Maintenance mode: only admins and super admins can log in right now.</Trans>
    </div>
  );
}
