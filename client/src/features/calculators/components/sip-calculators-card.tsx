import { Calculator, Goal, TrendingUp, Wallet } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { GoalSipCalculator } from "./goal-sip-calculator";
import { LumpsumCalculator } from "./lumpsum-calculator";
import { SipCalculator, type SipStartValues } from "./sip-calculator";
import { StepUpSipCalculator } from "./step-up-sip-calculator";

const TABS = [
  { value: "sip", label: "SIP", icon: Calculator },
  { value: "step-up", label: "Step-up SIP", icon: TrendingUp },
  { value: "goal", label: "Goal SIP", icon: Goal },
  { value: "lumpsum", label: "Lumpsum", icon: Wallet },
] as const;

/** The SIP calculator, with step-up, goal and lumpsum calculators beside it (docs/decisions/sip-page-extras.md). */
type SipCalculatorsCardProps = {
  initial?: Partial<SipStartValues>;
  onStart?: (values: SipStartValues) => void;
  onChange?: (values: SipStartValues) => void;
};

export function SipCalculatorsCard({ initial, onStart, onChange }: SipCalculatorsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">SIP Calculator</CardTitle>
        <CardDescription>See what a monthly SIP could grow to. Returns are illustrative, not guaranteed.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="sip">
          <TabsList className="flex h-auto w-full justify-start overflow-x-auto">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
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
