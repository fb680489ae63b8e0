import type { Role } from "@shared/schema";
import { Badge } from "@/components/ui/badge";

const ROLE_COLORS = { superadmin: "primary", admin: "blue", user: "grey" } as const;

export function RoleBadge({ role }: { role: Role }) {
  return <Badge color={ROLE_COLORS[role] ?? "grey"}>{role}</Badge>;
}
