import { writeFileSync } from "node:fs";
import { kfsFacts, kfsPdf } from "./server/modules/loans/papers/kfs";
import { paperLang } from "./server/papers/letterhead";
import { DEFAULT_SETTINGS } from "./shared/catalog/settings";
const loan: any = { id: 42, loanType: process.argv[2] ?? "BTTopUp", amountPaise: 250000000, tenure: 240, interestRate: 8.5, sanctionedAmountPaise: null, sanctionedRate: null, appliedAt: new Date("2026-11-20T10:00:00Z") };
const f = kfsFacts(loan, "Ravi Kumar", DEFAULT_SETTINGS, "2026-11-27");
console.log(f.version, f.validUntil, f.emi, f.lastInstalment, f.totalInterest, f.apr);
writeFileSync("/tmp/pdfx/kfs.pdf", await kfsPdf(f, paperLang((process.argv[3] as any) ?? "en"), new Date()));
