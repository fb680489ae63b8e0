import { AlertTriangle } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api";
import { useAdminSettings } from "../api/get-admin-settings";
import { SettingsForm } from "./settings-form";

export function SystemSettingsTab() {
  const { data, isPending, isError, error } = useAdminSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>System Settings</CardTitle>
        <CardDescription>Saved on the server and applied at once for every visitor.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-4">
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
        ) : isError || !data ? (
          <EmptyState icon={AlertTriangle} title="Could not load settings">
            {errorMessage(error)}
          </EmptyState>
        ) : (
          <SettingsForm settings={data} />
        )}
      </CardContent>
    </Card>
  );
}
