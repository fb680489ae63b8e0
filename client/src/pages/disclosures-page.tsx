import { DisclosuresIndex } from "@/features/disclosures/components/disclosures-index";

export default function DisclosuresIndexPage() {
  return <DisclosuresIndex />;
}
