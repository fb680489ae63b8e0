import type { LoanStage } from "@shared/catalog/loan-stages";
import { Badge } from "@/components/ui/badge";
import { STAGE_COLORS, stageLabel } from "../lib/case-labels";

/** An application's stage, coloured by how far along it is (blue new, amber in review, green sanctioned on, red rejected). */
export function StageBadge({ stage, className }: { stage: LoanStage; className?: string }) {
  return (
    <Badge color={STAGE_COLORS[stage]} className={className}>
      {stageLabel(stage)}
    </Badge>
  );
}
