import { UserRoundCog } from "lucide-react";
import { useState } from "react";
import { ADVISER_LANGUAGE_CODES, ADVISER_LANGUAGES, type AdviserLanguage } from "@shared/catalog/adviser-languages";
import { initialsOf } from "@shared/catalog/consultations";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { useUser } from "@/lib/auth/get-user";
import { useAdvisers, type AdviserRow } from "../api/get-advisers";
import { useSetAdviser } from "../api/set-adviser";

/** The superadmin's form for one member of staff: the name customers see, the languages, taking sessions or not. */
function AdviserDialog({ staff, onClose }: { staff: AdviserRow; onClose: () => void }) {
  const [displayName, setDisplayName] = useState(staff.adviser?.displayName ?? staff.fullName);
  const [languages, setLanguages] = useState<string[]>(staff.adviser?.languages ?? ["en", "hi"]);
  const [active, setActive] = useState(staff.adviser?.active ?? true);
  const [error, setError] = useState<string | null>(null);
  const save = useSetAdviser();
  const toggle = (code: string) => setLanguages((l) => (l.includes(code) ? l.filter((x) => x !== code) : [...l, code]));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate(
      { userId: staff.userId, displayName, languages: languages as AdviserLanguage[], active },
      {
        onSuccess: () => {
          toast({ title: "Adviser saved", description: `${displayName} ${active ? "takes" : "no longer takes new"} consultations.` });
          onClose();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <Field id="adviser-name" label="Name customers see" error={error ?? undefined}>
        <Input value={displayName} onChange={(e) => setDisplayName(e.target.value)} {...fieldAria("adviser-name", error ?? undefined)} />
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Languages</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {ADVISER_LANGUAGE_CODES.map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={languages.includes(code)} onChange={() => toggle(code)} className="accent-primary" />
              {ADVISER_LANGUAGES[code]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} className="accent-primary" />
        Takes new consultations
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save adviser"}
        </Button>
      </div>
    </form>
  );
}

/** Who takes consultations: staff see the advisers; the superadmin makes staff advisers and changes them. */
export function AdvisersCard() {
  const { data, isLoading } = useAdvisers();
  const { user } = useUser();
  const [editing, setEditing] = useState<AdviserRow | null>(null);
  const canEdit = user?.role === "superadmin";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Advisers</CardTitle>
        <CardDescription>
          Sessions go round-robin to the advisers free at each slot. Customers see the adviser's name, initials and languages.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading || !data ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <ul className="divide-y">
            {data.map((s) => (
              <li key={s.userId} className="flex flex-wrap items-center gap-3 py-3">
                <span
                  aria-hidden
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
                >
                  {initialsOf(s.adviser?.displayName ?? s.fullName)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="break-words font-medium">{s.adviser?.displayName ?? s.fullName}</p>
                  <p className="text-xs text-muted-foreground">
                    @{s.username} · {s.role}
                    {s.adviser && ` · ${s.adviser.languages.map((l) => ADVISER_LANGUAGES[l as AdviserLanguage] ?? l).join(", ")}`}
                  </p>
                </div>
                {s.adviser ? (
                  <Badge color={s.adviser.active ? "green" : "grey"}>{s.adviser.active ? "adviser" : "paused"}</Badge>
                ) : (
                  <Badge>not an adviser</Badge>
                )}
                {canEdit && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(s)}
                    aria-label={`${s.adviser ? "Edit" : "Make adviser"}: ${s.fullName}`}
                  >
                    <UserRoundCog aria-hidden /> {s.adviser ? "Edit" : "Make adviser"}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Adviser settings</DialogTitle>
            <DialogDescription>{editing ? `${editing.fullName} (@${editing.username})` : ""}</DialogDescription>
          </DialogHeader>
          {editing && <AdviserDialog staff={editing} onClose={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
