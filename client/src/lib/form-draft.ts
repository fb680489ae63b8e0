import { useEffect, useEffectEvent, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * What a signed-out visitor typed in a form, kept in this tab's sessionStorage while they sign in or
 * register, and put back when they return to the form (docs/decisions/form-drafts.md). Only text the
 * form's own shape names is kept or read back; a password never is.
 */
export type DraftName = "loan-application" | "consultation";

const storageKey = (name: DraftName) => `gharsetu.draft.${name}`;

/** A value shaped like `template`: its strings (and objects of strings) only; anything else, and any password, left out. */
export function draftOf<T extends object>(value: unknown, template: T): Partial<T> {
  if (!value || typeof value !== "object") return {};
  const source = value as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [key, shape] of Object.entries(template)) {
    if (/password/i.test(key) || !Object.hasOwn(source, key)) continue;
    const v = source[key];
    if (typeof shape === "string" && typeof v === "string") kept[key] = v;
    else if (shape && typeof shape === "object" && v && typeof v === "object") kept[key] = draftOf(v, shape as object);
  }
  return kept as Partial<T>;
}

/** Session storage, or nothing where the browser refuses it (a private window's quota, a sandbox) or there is no browser. */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A draft belongs to the address it was typed at (its query: a loan type, an amount); a bare address takes any. */
type StoredDraft = { at: string; values: unknown };

export function readDraft<T extends object>(name: DraftName, template: T, at = ""): Partial<T> | null {
  const raw = storage()?.getItem(storageKey(name));
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as StoredDraft;
    if (at !== "" && stored.at !== at) return null;
    return draftOf(stored.values, template);
  } catch {
    return null;
  }
}

export function writeDraft<T extends object>(name: DraftName, values: T, template: T, at = ""): void {
  try {
    const stored: StoredDraft = { at, values: draftOf(values, template) };
    storage()?.setItem(storageKey(name), JSON.stringify(stored));
  } catch {
    // Storage full or refused: the form still works, only the draft is not kept.
  }
}

export function clearDraft(name: DraftName): void {
  try {
    storage()?.removeItem(storageKey(name));
  } catch {
    // Nothing was kept.
  }
}

/** The form's values with what the draft has typed over them (a field left blank keeps the form's), an object's fields one by one. */
export function withDraft<T extends object>(values: T, draft: Partial<T>): T {
  const merged: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const [key, v] of Object.entries(draft)) {
    const base = merged[key];
    if (base && typeof base === "object" && v && typeof v === "object") merged[key] = withDraft(base, v);
    else if (v !== "") merged[key] = v;
  }
  return merged as T;
}

/**
 * Keeps the form's values as its draft while `keeping` (a signed-out visitor), and once mounted (after a
 * prerendered page has hydrated, so the first render matches its HTML) hands a draft kept for this
 * address (`at`, the page's query) to `restore`.
 */
export function useFormDraft<T extends FieldValues, TChecked>(
  form: UseFormReturn<T, unknown, TChecked>,
  name: DraftName,
  { keeping, at = "", restore }: { keeping: boolean; at?: string; restore: (draft: Partial<T>) => void },
): void {
  // The form's shape as it started: what a draft may hold.
  const [template] = useState(() => form.formState.defaultValues as T);
  const onRestore = useEffectEvent(restore);
  useEffect(() => {
    const draft = readDraft(name, template, at);
    if (draft && Object.keys(draft).length) onRestore(draft);
  }, [name, template, at]);
  useEffect(() => {
    if (!keeping) return;
    const subscription = form.watch((values) => writeDraft(name, values as T, template, at));
    return () => subscription.unsubscribe();
  }, [form, keeping, name, template, at]);
}

/**
 * The sign-in page's address that comes back to `returnTo` (a path of this site, as the router writes
 * it: the language's prefix is the router's) once signed in or registered.
 */
export const signInReturningTo = (returnTo: string) => `/auth?next=${encodeURIComponent(returnTo)}`;

/** Where the sign-in page goes once signed in: the `next` it was given when that is a page of this site (not itself), else null. */
export function returnPath(search: string): string | null {
  const next = new URLSearchParams(search).get("next");
  if (!next?.startsWith("/")) return null;
  // Read as a browser would ("//host", "/\host" and tabs inside name another site): only this site's pages.
  const here = "https://gharsetu.invalid";
  let url: URL;
  try {
    url = new URL(next, here);
  } catch {
    return null;
  }
  if (url.origin !== here || url.pathname === "/auth") return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
