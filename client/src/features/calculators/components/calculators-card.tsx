import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeftRight, Calculator, Landmark, PiggyBank, Wallet } from "lucide-react";
import { DEFAULT_SETTINGS } from "@shared/catalog/settings";
import { loanTypeFromCode, type LoanTypeCode } from "@shared/catalog/loan-types";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TabStrip } from "@/components/ui/tab-strip";
import { Tabs, TabsContent, TabsTrigger } from "@/components/ui/tabs";
import { useSettings } from "@/lib/settings/get-settings";
import { BalanceTransferCalculator } from "./balance-transfer-calculator";
import { EligibilityCalculator } from "./eligibility-calculator";
import { EmiCalculator, type EmiApplyValues, type EmiTerms } from "./emi-calculator";
import { PmayCalculator } from "./pmay-calculator";
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
  { value: "pmay", label: msg`PMAY Subsidy`, icon: Landmark },
] as const;

/** The EMI calculator and the planning calculators beside it, one tab each. */
export function CalculatorsCard({ loanType, initialAmount, initialYears, terms, onApply }: CalculatorsCardProps) {
  const { t } = useLingui();
  const { data: settings } = useSettings();
  const { settingsKey } = loanTypeFromCode(loanType);
  const baseRate = settings?.[settingsKey] ?? DEFAULT_SETTINGS[settingsKey];
  const btRate = settings?.btTopupRate ?? DEFAULT_SETTINGS.btTopupRate;
  const charges = {
    modtStampDutyPercent: settings?.modtStampDutyPercent ?? DEFAULT_SETTINGS.modtStampDutyPercent,
    btLegalCharges: settings?.btLegalCharges ?? DEFAULT_SETTINGS.btLegalChargesPaise / 100,
  };

  return (
    <Card id="calculators">
      <CardHeader>
        <CardTitle className="text-xl">
          <Trans>Plan your loan</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Work out your EMI, see how much you can borrow, what a balance transfer saves after its costs, what prepaying does and the PMAY
            subsidy on a first home.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="emi">
          <TabStrip>
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden />
                {t(label)}
              </TabsTrigger>
            ))}
          </TabStrip>
          <TabsContent value="emi" className="pt-4">
            <EmiCalculator loanType={loanType} initialAmount={initialAmount} initialYears={initialYears} terms={terms} onApply={onApply} />
          </TabsContent>
          <TabsContent value="eligibility" className="pt-4">
            <EligibilityCalculator baseRate={baseRate} />
          </TabsContent>
          <TabsContent value="balance-transfer" className="pt-4">
            <BalanceTransferCalculator baseRate={btRate} charges={charges} />
          </TabsContent>
          <TabsContent value="prepayment" className="pt-4">
            <PrepaymentCalculator baseRate={baseRate} />
          </TabsContent>
          <TabsContent value="pmay" className="pt-4">
            <PmayCalculator baseRate={baseRate} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
