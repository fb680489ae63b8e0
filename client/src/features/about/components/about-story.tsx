import { Building, Calculator, CreditCard, Home, MessagesSquare, RefreshCcw, TrendingUp } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Reveal } from "@/components/ui/reveal";
import { AboutSection } from "./about-section";

const SERVICES = [
  { icon: Home, title: "Home loan advisory", text: "The right lender and product for buying, building or renovating your home." },
  { icon: Building, title: "Loan against property", text: "Funds for business or family needs, secured against property you own." },
  { icon: RefreshCcw, title: "Balance transfer & top-up", text: "Move to a lower rate and borrow a little more on the same loan." },
  { icon: TrendingUp, title: "SIP-linked repayment plans", text: "Invest monthly to prepay sooner and pay less interest overall." },
  { icon: Calculator, title: "Free EMI & SIP calculators", text: "See your instalment, interest and investment growth before you decide." },
  { icon: CreditCard, title: "Credit card guidance", text: "Clear information on cash transfer and balance transfer credit cards." },
  { icon: MessagesSquare, title: "Zero-fee consultation", text: "A fully online session with an expert who works for you, not a lender." },
];

export function AboutStory() {
  return (
    <>
      <AboutSection id="about-people" eyebrow="Our story" title="Built for People, Not Just Paperwork">
        <Reveal className="mx-auto grid max-w-4xl gap-6 text-lg leading-relaxed text-muted-foreground md:grid-cols-2">
          <p>
            Getting a home loan in India has long meant agents, repeated paperwork and little clarity on what you will actually pay. Too
            many good borrowers, such as the self-employed or those new to credit, were turned away by processes that did not understand
            them.
          </p>
          <p>
            We built GharSetu to change that: one transparent, online journey where you see your options, your EMI and your costs upfront,
            and where an expert is a click away whenever you need one.
          </p>
        </Reveal>
      </AboutSection>
      <AboutSection id="about-what" eyebrow="Services" title="What We Do" muted>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map(({ icon: Icon, title, text }, i) => (
            <li key={title}>
              <Reveal delay={(i % 4) * 80} className="h-full">
                <Card className="group h-full p-5 transition-all duration-300 hover:-translate-y-1 hover:shadow-lg">
                  <Icon className="size-7 text-primary transition-transform group-hover:scale-110" aria-hidden />
                  <h3 className="mt-3 font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </Card>
              </Reveal>
            </li>
          ))}
        </ul>
      </AboutSection>
    </>
  );
}
