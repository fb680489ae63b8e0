import { i18n, type MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { followUps, pickFollowUp } from "./follow-ups";

const topicOf = (text: MessageDescriptor) => followUps(8.5).find((f) => f.text.id === text.id)?.topic;

describe("the follow-up after each message", () => {
  it.each([
    ["What is the status of my loan?", "approval"],
    ["mera loan approve hua kya", "approval"],
    ["मेरे लोन आवेदन की स्थिति क्या है?", "approval"],
    ["I want to book a consultation for my home loan", "consultation"],
    ["Can I talk to an expert?", "consultation"],
    ["मुझे किसी विशेषज्ञ से सलाह चाहिए", "consultation"],
    ["SIP of 5000 for 10 years", "investments"],
    ["best tax saving plan", "investments"],
    ["म्यूचुअल फंड में निवेश कैसे करें", "investments"],
    ["EMI for 50 lakh at 8.5% for 20 years", "home-loans"],
    ["ghar ke liye byaj kitna hai", "home-loans"],
    ["घर के लिए ब्याज कितना है", "home-loans"],
    ["hello", "general"],
    ["नमस्ते", "general"],
  ])("%s → %s", (message, topic) => {
    expect(topicOf(pickFollowUp(message, 8.5))).toBe(topic);
  });

  it("is one of the five at random when nothing matches", () => {
    const all = followUps(8.5).map((f) => f.text.id);
    expect(pickFollowUp("qwerty", 8.5, () => 0).id).toBe(all[0]);
    expect(pickFollowUp("qwerty", 8.5, () => 0.99).id).toBe(all[4]);
  });

  it("quotes the current home loan rate, in the page's language", () => {
    expect(i18n._(pickFollowUp("home loan", 9.25))).toContain("start at 9.25% a year");
    i18n.activate("hi");
    try {
      const hindi = i18n._(pickFollowUp("home loan", 9.25));
      expect(hindi).toContain("होम लोन");
      expect(hindi).toContain("9.25%");
      expect(hindi).toContain("](/loan-application?type=home-loan)");
    } finally {
      i18n.activate("en");
    }
  });
});
