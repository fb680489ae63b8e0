import { FairPracticesCode } from "@/features/disclosures/components/fair-practices-code";

export default function FairPracticesCodePage() {
  return <FairPracticesCode />;
}
