/** The second bot message comes about a second after each submit, so it reads as a follow-up. */
export const FOLLOW_UP_DELAY_MS = 1000;

type FollowUp = { topic: string; words: RegExp; text: string };

/**
 * The five canned follow-ups, most specific topic first. The one most relevant to what was typed is
 * shown, and a random one only when none matches (docs/decisions/chat-follow-ups-match-the-message.md).
 */
export function followUps(homeLoanRate: number): FollowUp[] {
  return [
    {
      topic: "approval",
      words: /\b(status|track\w*|approv\w*|sanction\w*|reject\w*|pending|applications?|dashboard|kya hua|kab tak)\b/,
      text: "Apply online for quick loan approval, and track your application's status any time in your [dashboard](/dashboard).",
    },
    {
      topic: "consultation",
      words: /\b(consult\w*|experts?|advi[cs]\w*|appointment|book\w*|meeting|salah|talk)\b/,
      text: "Want expert advice? [Book a free consultation](/consultation) with one of our financial experts.",
    },
    {
      topic: "investments",
      words: /\b(sips?|invest\w*|mutual|funds?|returns?|grow\w*|elss|tax|nivesh|lump ?sum|savings?)\b/,
      text: "Our SIP investment plans start at just ₹500 a month. Try the [SIP calculator](/sip) to see how your money can grow.",
    },
    {
      topic: "home-loans",
      words:
        /\b(home|ghar|house|flat|loans?|emis?|lap|property|balance transfer|top-?up|rates?|interest|byaa?j|eligib\w*|salary|income|documents?|kyc|fees?)\b/,
      text: `Looking for a home loan? Our home loan rates start at ${homeLoanRate.toFixed(1)}% a year, and you can [apply online](/loan-application?type=home-loan) in minutes.`,
    },
    {
      topic: "general",
      words: /\b(hi|hello|hey|namaste|thanks|thank you|products?|services?|help)\b/,
      text: "Feel free to ask me anything about home loans, loans against property, SIPs or our other financial products.",
    },
  ];
}

/** The follow-up for a typed message: the first topic its words match, else one at random. */
export function pickFollowUp(message: string, homeLoanRate: number, random: () => number = Math.random): string {
  const text = message.toLowerCase();
  const all = followUps(homeLoanRate);
  const match = all.find((f) => f.words.test(text));
  return (match ?? all[Math.floor(random() * all.length)]).text;
}
