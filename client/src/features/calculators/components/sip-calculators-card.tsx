import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Calculator, Goal, TrendingUp, Wallet } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TabStrip } from "@/components/ui/tab-strip";
import { Tabs, TabsContent, TabsTrigger } from "@/components/ui/tabs";
import { GoalSipCalculator } from "./goal-sip-calculator";
import { LumpsumCalculator } from "./lumpsum-calculator";
import { SipCalculator, type SipStartValues } from "./sip-calculator";
import { StepUpSipCalculator } from "./step-up-sip-calculator";

const TABS = [
  { value: "sip", label: msg`SIP`, icon: Calculator },
  { value: "step-up", label: msg`Step-up SIP`, icon: TrendingUp },
  { value: "goal", label: msg`Goal SIP`, icon: Goal },
  { value: "lumpsum", label: msg`Lumpsum`, icon: Wallet },
] as const;

/** The SIP calculator, with step-up, goal and lumpsum calculators beside it (docs/decisions/sip-page-extras.md). */
type SipCalculatorsCardProps = {
  initial?: Partial<SipStartValues>;
  onStart?: (values: SipStartValues) => void;
  onChange?: (values: SipStartValues) => void;
};

export function SipCalculatorsCard({ initial, onStart, onChange }: SipCalculatorsCardProps) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <Trans>SIP Calculator</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>See what a monthly SIP could grow to. Returns are illustrative, not guaranteed.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="sip">
          <TabStrip>
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden />
                {t(label)}
              </TabsTrigger>
            ))}
          </TabStrip>
          <TabsContent value="sip" className="pt-4">
            <SipCalculator initial={initial} onStart={onStart} onChange={onChange} />
          </TabsContent>
          <TabsContent value="step-up" className="pt-4">
            <StepUpSipCalculator />
          </TabsContent>
          <TabsContent value="goal" className="pt-4">
            <GoalSipCalculator />
          </TabsContent>
          <TabsContent value="lumpsum" className="pt-4">
            <LumpsumCalculator />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
