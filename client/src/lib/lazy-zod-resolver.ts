import { i18n } from "@lingui/core";
import { useEffect } from "react";
import type { FieldValues, Resolver, ResolverResult } from "react-hook-form";
import type { ZodType } from "zod";
import { whenIdle } from "./when-idle";

/**
 * What a check answers (as `errors.root`) while the schema cannot be downloaded, in the page's language.
 * A message named by an id rather than a macro: the browser tests import the English from here, outside
 * Lingui's compiler.
 */
const SCHEMA_UNAVAILABLE_MESSAGE = /*i18n*/ {
  id: "form.schema_unavailable",
  message: "The form could not be checked because the connection dropped. Please try again; if it keeps happening, reload the page.",
};
export const SCHEMA_UNAVAILABLE = SCHEMA_UNAVAILABLE_MESSAGE.message;

/**
 * A react-hook-form resolver for a shared zod schema that loads zod, the schema and the resolver only
 * when they are first needed: at the form's first check, or earlier through `preload()` (once the page
 * is idle). A page that only shows the form (the loan page) then neither downloads zod with its first
 * scripts nor builds the schemas while it starts (~24 KB compressed, ~26 ms at 4x CPU on the loan page).
 * A load that fails (a dropped connection) is tried once more at once, and again at the next check;
 * meanwhile the check answers a form-level error (`errors.root`, SCHEMA_UNAVAILABLE) and nothing is sent.
 * (A browser that keeps a failed module import cached fails every later try too: hence the message's
 * "reload the page".) While a check waits on the download the form is submitting: forms disable their
 * submit button on `formState.isSubmitting`, so a second press cannot send twice.
 * `prepare` turns the form's values into what the schema reads (a form whose inputs hold text as typed).
 */
export function lazyZodResolver<T extends FieldValues, TOutput = T>(
  loadSchema: () => Promise<ZodType<TOutput>>,
  { prepare }: { prepare?: (values: T) => unknown } = {},
) {
  type Checker = Resolver<T, unknown, TOutput>;
  let loading: Promise<Checker> | undefined;
  const load = () =>
    (loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()])
      .then(([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Checker)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  const resolver: Checker = async (values, context, options) => {
    let check: Checker;
    try {
      check = await load();
    } catch {
      try {
        check = await load();
      } catch {
        const message = i18n._(SCHEMA_UNAVAILABLE_MESSAGE);
        return { values: {}, errors: { root: { type: "unavailable", message } } } as ResolverResult<T, TOutput>;
      }
    }
    return check((prepare ? prepare(values) : values) as T, context, options);
  };
  return Object.assign(resolver, {
    preload: () => {
      load().catch(() => {});
    },
  });
}

/** In a form's component: the form's schema comes once the page is idle, so the first check never waits on the network. */
export function usePreloadWhenIdle(resolver: { preload: () => void }) {
  useEffect(() => whenIdle(resolver.preload), [resolver]);
}
