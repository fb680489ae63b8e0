import { Mitc } from "@/features/disclosures/components/mitc";

export default function MitcPage() {
  return <Mitc />;
}
