import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { InI18n, useLocaleForTest } from "../../../../../tests/setup/i18n-unit";
import { ComplaintPrompt } from "./complaint-prompt";
import { EscalationPath } from "./escalation-path";

const text = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <InI18n>
      <Router ssrPath="/dashboard">{node}</Router>
    </InI18n>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

afterEach(() => useLocaleForTest("en"));

describe("the way to complain, in both languages", () => {
  it("reads as before in English", () => {
    const path = text(<EscalationPath />);
    expect(path).toContain("Step 2: Our answer within 30 days");
    expect(path).toContain("answer it within 30 days of receiving it");
    expect(path).toContain("Online at cms.rbi.org.in");
    expect(path).toContain("Toll-free 14448");
    expect(text(<ComplaintPrompt />)).toContain("Our grievance redressal officer answers every complaint within 30 days.");
  });

  it("speaks Hindi on a Hindi page, keeping the numbers and the portal", () => {
    useLocaleForTest("hi");
    const path = text(<EscalationPath />);
    expect(path).toContain("चरण 2: 30 दिन के भीतर हमारा जवाब");
    expect(path).toContain("ऑनलाइन: cms.rbi.org.in");
    expect(path).toContain("टोल-फ़्री 14448");
    expect(path).not.toContain("Escalate to the RBI");
    expect(text(<ComplaintPrompt />)).toContain("शिकायत दर्ज करें");
  });
});
