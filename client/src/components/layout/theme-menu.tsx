import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Laptop, Moon, Sun } from "lucide-react";
import { useTheme, type Theme } from "@/app/theme-provider";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { ThemeButton } from "./theme-toggle";

const OPTIONS: { value: Theme; label: MessageDescriptor; icon: typeof Sun }[] = [
  { value: "light", label: msg`Light`, icon: Sun },
  { value: "dark", label: msg`Dark`, icon: Moon },
  { value: "system", label: msg`System`, icon: Laptop },
];

/** Loaded by the press that asked for it (theme-toggle.tsx), so it starts open. */
export default function ThemeMenu() {
  const { theme, setTheme } = useTheme();
  const { i18n } = useLingui();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <ThemeButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-36">
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <DropdownMenuItem key={value} onSelect={() => setTheme(value)} className={cn(theme === value && "font-semibold text-primary")}>
            <Icon aria-hidden />
            {i18n._(label)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
