import { useEffect, useRef, type ComponentType } from "react";
import type { LucideIcon } from "lucide-react";
import { useLocation, useSearchParams } from "wouter";
import { cn } from "@/lib/utils";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

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
  const listRef = useRef<HTMLDivElement>(null);

  // On a phone the tab strip scrolls sideways: keep the selected tab in sight (e.g. after ?tab=analytics).
  // Only the strip scrolls, never the page.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !active) return;
    const l = list.getBoundingClientRect();
    const a = active.getBoundingClientRect();
    if (a.left < l.left || a.right > l.right) list.scrollLeft += a.left - l.left - (l.width - a.width) / 2;
  }, [tab]);

  const onValueChange = (value: string) => {
    const link = links.find((l) => l.value === value);
    if (link) navigate(link.href);
    else setParams({ tab: value }, { replace: true });
  };

  return (
    // Manual activation when a trigger navigates: arrowing onto it must not leave the page.
    <Tabs value={tab} onValueChange={onValueChange} activationMode={links.length ? "manual" : "automatic"}>
      <TabsList ref={listRef} className={cn("flex h-auto w-full justify-start overflow-x-auto", listClassName)}>
        {[...tabs, ...links].map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, panel: Panel }) => (
        <TabsContent key={value} value={value} className="pt-2">
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
}
