import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { LegalSection } from "@/components/legal-section";

export type PolicySection = { heading: MessageDescriptor; points: readonly MessageDescriptor[]; after?: ReactNode };

/** A document's numbered sections, each a heading and its points. */
export function PolicySections({ sections, start = 1 }: { sections: readonly PolicySection[]; start?: number }) {
  const { i18n } = useLingui();
  return sections.map((s, i) => (
    <LegalSection key={s.heading.id} title={`${start + i}. ${i18n._(s.heading)}`}>
      {s.points.length > 0 && (
        <ul className="grid list-disc gap-2 pl-5 marker:text-primary">
          {s.points.map((p) => (
            <li key={p.id}>{i18n._(p)}</li>
          ))}
        </ul>
      )}
      {s.after}
    </LegalSection>
  ));
}
