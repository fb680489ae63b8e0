import { LendingPartners } from "@/features/disclosures/components/lending-partners";

export default function LendingPartnersPage() {
  return <LendingPartners />;
}
