import { InterestRatePolicy } from "@/features/disclosures/components/interest-rate-policy";

export default function InterestRatePolicyPage() {
  return <InterestRatePolicy />;
}
