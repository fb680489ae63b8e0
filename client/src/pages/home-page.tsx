import { AudiencesSection } from "@/features/home/components/audiences-section";
import { CreditCardsSection } from "@/features/home/components/credit-cards-section";
import { CtaSection } from "@/features/home/components/cta-section";
import { FaqSection } from "@/features/home/components/faq-section";
import { Hero } from "@/features/home/components/hero";
import { ProductsSection } from "@/features/home/components/products-section";
import { SipHighlightSection } from "@/features/home/components/sip-highlight-section";

export default function HomePage() {
  return (
    <>
      <Hero />
      <ProductsSection />
      <AudiencesSection />
      <SipHighlightSection />
      <CreditCardsSection />
      <FaqSection />
      <CtaSection />
    </>
  );
}
