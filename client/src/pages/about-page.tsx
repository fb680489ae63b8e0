import { AboutHero } from "@/features/about/components/about-hero";
import { AboutStory } from "@/features/about/components/about-story";
import { MissionVision } from "@/features/about/components/mission-vision";
import { JoinUs, OurPromise } from "@/features/about/components/promise-join";
import { WhoWeServe, WhyChooseUs } from "@/features/about/components/why-who";

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
