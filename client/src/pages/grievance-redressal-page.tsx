import { GrievanceRedressalPolicy } from "@/features/disclosures/components/grievance-redressal-policy";

export default function GrievanceRedressalPolicyPage() {
  return <GrievanceRedressalPolicy />;
}
