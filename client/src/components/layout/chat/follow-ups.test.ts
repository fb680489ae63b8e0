import { describe, expect, it } from "vitest";
import { followUps, pickFollowUp } from "./follow-ups";

const topicOf = (text: string) => followUps(8.5).find((f) => f.text === text)?.topic;

describe("the follow-up after each message", () => {
  it.each([
    ["What is the status of my loan?", "approval"],
    ["mera loan approve hua kya", "approval"],
    ["I want to book a consultation for my home loan", "consultation"],
    ["Can I talk to an expert?", "consultation"],
    ["SIP of 5000 for 10 years", "investments"],
    ["best tax saving plan", "investments"],
    ["EMI for 50 lakh at 8.5% for 20 years", "home-loans"],
    ["ghar ke liye byaj kitna hai", "home-loans"],
    ["hello", "general"],
  ])("%s → %s", (message, topic) => {
    expect(topicOf(pickFollowUp(message, 8.5))).toBe(topic);
  });

  it("is one of the five at random when nothing matches", () => {
    const all = followUps(8.5).map((f) => f.text);
    expect(pickFollowUp("qwerty", 8.5, () => 0)).toBe(all[0]);
    expect(pickFollowUp("qwerty", 8.5, () => 0.99)).toBe(all[4]);
  });

  it("quotes the current home loan rate", () => {
    expect(pickFollowUp("home loan", 9.25)).toContain("start at 9.3% a year");
  });
});
