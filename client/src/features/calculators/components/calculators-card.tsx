import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeftRight, Calculator, PiggyBank, Wallet } from "lucide-react";
import { DEFAULT_SETTINGS } from "@shared/catalog/settings";
import { loanTypeFromCode, type LoanTypeCode } from "@shared/catalog/loan-types";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSettings } from "@/lib/settings/get-settings";
import { BalanceTransferCalculator } from "./balance-transfer-calculator";
import { EligibilityCalculator } from "./eligibility-calculator";
import { EmiCalculator, type EmiApplyValues, type EmiTerms } from "./emi-calculator";
import { PrepaymentCalculator } from "./prepayment-calculator";

type CalculatorsCardProps = {
  loanType: LoanTypeCode;
  initialAmount?: number;
  initialYears?: number;
  /** The loan the page's application form holds: the EMI calculator follows it. */
  terms?: EmiTerms | null;
  onApply?: (values: EmiApplyValues) => void;
};

const TABS = [
  { value: "emi", label: msg`EMI Calculator`, icon: Calculator },
  { value: "eligibility", label: msg`Eligibility`, icon: Wallet },
  { value: "balance-transfer", label: msg`Balance Transfer`, icon: ArrowLeftRight },
  { value: "prepayment", label: msg`Part-Prepayment`, icon: PiggyBank },
] as const;

/** The EMI calculator and the planning calculators beside it, one tab each. */
export function CalculatorsCard({ loanType, initialAmount, initialYears, terms, onApply }: CalculatorsCardProps) {
  const { t } = useLingui();
  const { data: settings } = useSettings();
  const { settingsKey } = loanTypeFromCode(loanType);
  const baseRate = settings?.[settingsKey] ?? DEFAULT_SETTINGS[settingsKey];
  const btRate = settings?.btTopupRate ?? DEFAULT_SETTINGS.btTopupRate;

  return (
    <Card id="calculators">
      <CardHeader>
        <CardTitle className="text-xl">
          <Trans>Plan your loan</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Work out your EMI, see how much you can borrow, what a balance transfer saves and what prepaying does.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="emi">
          <TabsList className="flex h-auto w-full justify-start overflow-x-auto">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden />
                {t(label)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="emi" className="pt-4">
            <EmiCalculator loanType={loanType} initialAmount={initialAmount} initialYears={initialYears} terms={terms} onApply={onApply} />
          </TabsContent>
          <TabsContent value="eligibility" className="pt-4">
            <EligibilityCalculator baseRate={baseRate} />
          </TabsContent>
          <TabsContent value="balance-transfer" className="pt-4">
            <BalanceTransferCalculator baseRate={btRate} />
          </TabsContent>
          <TabsContent value="prepayment" className="pt-4">
            <PrepaymentCalculator baseRate={baseRate} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
