import { ArrowRight } from "lucide-react";

type Json = unknown;

const isRecord = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);

/** "maintenanceMode" → "maintenance mode". */
const humanize = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();

/** One JSON value as text: scalars as they are, objects and arrays as compact JSON. */
function ValueText({ value }: { value: Json }) {
  if (value === null || value === undefined || value === "") return <span className="text-muted-foreground">—</span>;
  if (typeof value === "object") {
    return <code className="break-all rounded bg-muted px-1 py-0.5 font-mono text-xs">{JSON.stringify(value)}</code>;
  }
  return <span className="break-words font-medium">{typeof value === "string" ? value : JSON.stringify(value)}</span>;
}

/** A value on its own: an object becomes a key: value list, anything else plain text. */
function ValueBlock({ label, value }: { label: string; value: Json }) {
  return (
    <div className="min-w-0 rounded-md border bg-background p-3">
      <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</p>
      {isRecord(value) ? (
        <dl className="grid gap-1 text-sm">
          {Object.entries(value).map(([key, v]) => (
            <div key={key} className="flex flex-wrap gap-x-2">
              <dt className="text-muted-foreground">{humanize(key)}:</dt>
              <dd>
                <ValueText value={v} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm">
          <ValueText value={value} />
        </p>
      )}
    </div>
  );
}

/** Old and new values of a change: a field-by-field "old → new" list when both are objects. */
export function AuditValues({ oldValue, newValue }: { oldValue: Json; newValue: Json }) {
  const hasOld = oldValue !== null && oldValue !== undefined;
  const hasNew = newValue !== null && newValue !== undefined;
  if (!hasOld && !hasNew) return <p className="text-sm text-muted-foreground">No values were recorded for this entry.</p>;

  if (isRecord(oldValue) && isRecord(newValue)) {
    const keys = [...new Set([...Object.keys(oldValue), ...Object.keys(newValue)])];
    return (
      <div className="rounded-md border bg-background p-3">
        <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Changes</p>
        <dl className="grid gap-1.5 text-sm">
          {keys.map((key) => (
            <div key={key} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <dt className="text-muted-foreground">{humanize(key)}:</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <span className="line-through decoration-red-500/60 opacity-80">
                  <ValueText value={oldValue[key]} />
                </span>
                <ArrowRight aria-label="changed to" className="size-3.5 text-muted-foreground" />
                <ValueText value={newValue[key]} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    );
  }

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {hasOld && <ValueBlock label="Old value" value={oldValue} />}
      {hasNew && <ValueBlock label="New value" value={newValue} />}
    </div>
  );
}
