import { belowFold } from "@/components/ui/below-fold";
import { AboutHero } from "@/features/about/components/about-hero";

// Below the hero, each section's code and hydration wait until it nears the screen (components/ui/below-fold.tsx).
const AboutStory = belowFold(() => import("@/features/about/components/about-story"), "AboutStory", 700);
const MissionVision = belowFold(() => import("@/features/about/components/mission-vision"), "MissionVision", 600);
const WhyChooseUs = belowFold(() => import("@/features/about/components/why-who"), "WhyChooseUs", 900);
const WhoWeServe = belowFold(() => import("@/features/about/components/why-who"), "WhoWeServe", 700);
const OurPromise = belowFold(() => import("@/features/about/components/promise-join"), "OurPromise", 600);
const JoinUs = belowFold(() => import("@/features/about/components/promise-join"), "JoinUs", 400);

export default function AboutPage() {
  return (
    <>
      <AboutHero />
      <AboutStory />
      <MissionVision />
      <WhyChooseUs />
      <WhoWeServe />
      <OurPromise />
      <JoinUs />
    </>
  );
}
