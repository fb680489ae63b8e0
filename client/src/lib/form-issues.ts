import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { fieldIssues } from "@/lib/api";

/** Puts the server's per-field validation messages (400 issues[]) on the matching form fields. */
export function applyServerIssues<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>) {
  for (const issue of fieldIssues(error)) {
    const field = fields.find((f) => f === issue.path);
    if (field) setError(field, { type: "server", message: issue.message });
  }
}
