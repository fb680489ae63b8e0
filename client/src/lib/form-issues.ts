import { i18n } from "@lingui/core";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { fieldIssues } from "@/lib/api";
import { catalogueText } from "@/lib/catalogue-text";

/**
 * Puts the server's per-field validation messages (400 issues[]) on the matching form fields, in the
 * page's language: the server words them by Accept-Language, and one that is a shared schema's message
 * id is looked up in the catalogue (called from a form's submit, when the page's language is set).
 */
export function applyServerIssues<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>) {
  for (const issue of fieldIssues(error)) {
    const field = fields.find((f) => f === issue.path);
    if (field) setError(field, { type: "server", message: catalogueText(i18n, issue.message) });
  }
}
