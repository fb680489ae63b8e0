import { i18n } from "@lingui/core";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { fieldIssues } from "@/lib/api";
import { catalogueText } from "@/lib/catalogue-text";

/**
 * Puts the server's per-field validation messages (400 issues[]) on the matching form fields, in the
 * page's language: the server words them by Accept-Language, and one that is a shared schema's message
 * id is looked up in the catalogue (called from a form's submit, when the page's language is set). The
 * first such field takes the focus, so the person lands where the fix goes (a taken username, say).
 * Answers whether any field took a message: a form that shows the error there needs no toast as well.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let placed = false;
  for (const issue of fieldIssues(error)) {
    const field = fields.find((f) => f === issue.path);
    if (!field) continue;
    setError(field, { type: "server", message: catalogueText(i18n, issue.message) }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
