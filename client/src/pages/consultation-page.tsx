import { Link } from "wouter";
import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";

export default function ConsultationPage() {
  return (
    <>
      <PageHeader
        eyebrow="Free consultation"
        title="Book a Free Consultation"
        description="Talk to a home-finance expert about loans, balance transfers, SIPs or your financial plan. Zero fee, fully online."
      />
      <ComingSoon title="Online booking is almost ready">
        <Button asChild variant="outline">
          <Link href="/about">Learn about GharSetu</Link>
        </Button>
      </ComingSoon>
    </>
  );
}
