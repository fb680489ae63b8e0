import { belowFold } from "@/components/ui/below-fold";
import { Hero } from "@/features/home/components/hero";

// Below the hero, each section's code and hydration wait until it nears the screen (components/ui/below-fold.tsx).
const ProductsSection = belowFold(() => import("@/features/home/components/products-section"), "ProductsSection", 900);
const AudiencesSection = belowFold(() => import("@/features/home/components/audiences-section"), "AudiencesSection", 900);
const SipHighlightSection = belowFold(() => import("@/features/home/components/sip-highlight-section"), "SipHighlightSection", 700);
const CreditCardsSection = belowFold(() => import("@/features/home/components/credit-cards-section"), "CreditCardsSection", 700);
const FaqSection = belowFold(() => import("@/features/home/components/faq-section"), "FaqSection", 800);
const CtaSection = belowFold(() => import("@/features/home/components/cta-section"), "CtaSection", 400);

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
