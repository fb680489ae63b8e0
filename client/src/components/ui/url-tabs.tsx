import type { ComponentType } from "react";
import type { LucideIcon } from "lucide-react";
import { useLocation, useSearchParams } from "wouter";
import { TabStrip } from "./tab-strip";
import { Tabs, TabsContent, TabsTrigger } from "./tabs";

export type UrlTab = { value: string; label: string; icon: LucideIcon; panel: ComponentType };
/** A trigger that leaves the page instead of showing a panel (e.g. the admin panel's Audit Logs). */
export type LinkTab = { value: string; label: string; icon: LucideIcon; href: string };

type Props = { tabs: readonly UrlTab[]; links?: readonly LinkTab[]; listClassName?: string };

/** Tabs whose selection lives in ?tab=, so a tab can be linked to and survives a reload. The first tab is the default. */
export function UrlTabs({ tabs, links = [], listClassName }: Props) {
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = tabs.some((t) => t.value === requested) ? requested! : tabs[0].value;
  const onValueChange = (value: string) => {
    const link = links.find((l) => l.value === value);
    if (link) navigate(link.href);
    else setParams({ tab: value }, { replace: true });
  };

  return (
    // Manual activation when a trigger navigates: arrowing onto it must not leave the page.
    <Tabs value={tab} onValueChange={onValueChange} activationMode={links.length ? "manual" : "automatic"}>
      <TabStrip value={tab} className={listClassName}>
        {[...tabs, ...links].map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden />
            {label}
          </TabsTrigger>
        ))}
      </TabStrip>
      {tabs.map(({ value, panel: Panel }) => (
        <TabsContent key={value} value={value} className="pt-2">
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
}
