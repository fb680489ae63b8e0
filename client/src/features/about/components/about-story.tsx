import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Building, Calculator, CreditCard, Home, MessagesSquare, RefreshCcw, TrendingUp } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Reveal } from "@/components/ui/reveal";
import { AboutSection } from "./about-section";

const SERVICES = [
  { icon: Home, title: msg`Home loan advisory`, text: msg`The right lender and product for buying, building or renovating your home.` },
  { icon: Building, title: msg`Loan against property`, text: msg`Funds for business or family needs, secured against property you own.` },
  { icon: RefreshCcw, title: msg`Balance transfer & top-up`, text: msg`Move to a lower rate and borrow a little more on the same loan.` },
  { icon: TrendingUp, title: msg`SIP-linked repayment plans`, text: msg`Invest monthly to prepay sooner and pay less interest overall.` },
  {
    icon: Calculator,
    title: msg`Free EMI & SIP calculators`,
    text: msg`See your instalment, interest and investment growth before you decide.`,
  },
  { icon: CreditCard, title: msg`Credit card guidance`, text: msg`Clear information on cash transfer and balance transfer credit cards.` },
  {
    icon: MessagesSquare,
    title: msg`Zero-fee consultation`,
    text: msg`A fully online session with an expert who works for you, not a lender.`,
  },
];

export function AboutStory() {
  const { t } = useLingui();
  return (
    <>
      <AboutSection id="about-people" eyebrow={t`Our story`} title={t`Built for People, Not Just Paperwork`}>
        <Reveal className="mx-auto grid max-w-4xl gap-6 text-lg leading-relaxed text-muted-foreground md:grid-cols-2">
          <p>
            <Trans>
              Getting a home loan in India has long meant agents, repeated paperwork and little clarity on what you will actually pay. Too
              many good borrowers, such as the self-employed or those new to credit, were turned away by processes that did not understand
              them.
            </Trans>
          </p>
          <p>
            <Trans>
              We built GharSetu to change that: one transparent, online journey where you see your options, your EMI and your costs upfront,
              and where an expert is a click away whenever you need one.
            </Trans>
          </p>
        </Reveal>
      </AboutSection>
      <AboutSection id="about-what" eyebrow={t`Services`} title={t`What We Do`} muted>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map(({ icon: Icon, title, text }, i) => (
            <li key={title.id}>
              <Reveal delay={(i % 4) * 80} className="h-full">
                <Card className="group h-full p-5 transition-all duration-300 hover:-translate-y-1 hover:shadow-lg">
                  <Icon className="size-7 text-primary transition-transform group-hover:scale-110" aria-hidden />
                  <h3 className="mt-3 font-semibold">{t(title)}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
                </Card>
              </Reveal>
            </li>
          ))}
        </ul>
      </AboutSection>
    </>
  );
}
