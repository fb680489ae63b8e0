import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import { emi, rupeesToPaise } from "@shared/finance";
import { formatPaise } from "@/lib/format";
import { InI18n } from "../../../tests/setup/i18n-unit";
import LoanApplicationPage from "./loan-application-page";

/**
 * The page as a visitor's browser first draws it at `search` (the settings not read yet: the catalogue's
 * rates), every part below the first screen included, as the build prerenders it.
 */
async function monthlyEmis(search: string): Promise<string[]> {
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={new QueryClient()}>
      <Router ssrPath="/loan-application" ssrSearch={search}>
        <InI18n>
          <LoanApplicationPage />
        </InI18n>
      </Router>
    </QueryClientProvider>,
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  return [...text.matchAll(/Monthly EMI (₹[\d,]+)/g)].map((m) => m[1]);
}

describe("the loan page: the Key Fact Statement and the EMI calculator beside it show one EMI", () => {
  it.each([
    // A home loan as the page starts.
    ["", 2_500_000, 8.5, 240],
    // A loan against property, at its own rate (the calculator once took the home loan's until the settings came).
    ["type=lap&amount=1500000&tenure=120", 1_500_000, 9.5, 120],
    // A tenure in months that is not whole years (the calculator once rounded it to 8 years).
    ["type=bt-topup&amount=3200000&tenure=100", 3_200_000, 8, 100],
  ])("at ?%s", async (search, amount, rate, months) => {
    const expected = formatPaise(emi(rupeesToPaise(amount), rate, months));
    expect(await monthlyEmis(search)).toEqual([expected, expected]);
  });
});
