import { Link } from "wouter";
import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";

export default function SipPage() {
  return (
    <>
      <PageHeader
        eyebrow="SIP investments"
        title="Start a SIP from ₹500 a month"
        description="Mutual Fund investments are subject to market risks, read all scheme related documents carefully."
      />
      <ComingSoon title="SIP plans and calculator are almost ready">
        <Button asChild>
          <Link href="/consultation">Book Free Consultation</Link>
        </Button>
      </ComingSoon>
    </>
  );
}
