import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { SIP_LIMITS } from "@shared/catalog/sip-plans";
import { formatCurrency, formatPercent } from "@/lib/format";

/** The second bot message comes about a second after each submit, so it reads as a follow-up. */
export const FOLLOW_UP_DELAY_MS = 1000;

/**
 * A topic's words: `words` in Latin letters (English and Hinglish), `hindi` in Devanagari. JavaScript's
 * \b knows only Latin word characters, so the Devanagari words are matched as parts of words: each is
 * long enough not to turn up inside an unrelated one.
 */
type FollowUp = { topic: string; words: RegExp; hindi: RegExp; text: MessageDescriptor };

/**
 * The five canned follow-ups, most specific topic first, each a message the chat shows in the page's
 * language. The one most relevant to what was typed is shown, and a random one only when none matches
 * (docs/decisions/chat-follow-ups-match-the-message.md).
 */
export function followUps(homeLoanRate: number): FollowUp[] {
  const rate = formatPercent(homeLoanRate);
  const minimum = formatCurrency(SIP_LIMITS.minAmount);
  return [
    {
      topic: "approval",
      words: /\b(status|track\w*|approv\w*|sanction\w*|reject\w*|pending|applications?|dashboard|kya hua|kab tak)\b/,
      hindi: /स्थिति|ट्रैक|मंज़ूर|मंजूर|स्वीकृ|लंबित|आवेदन|डैशबोर्ड|क्या हुआ|कब तक/,
      text: msg`Apply online for quick loan approval, and track your application's status any time in your [dashboard](/dashboard).`,
    },
    {
      topic: "consultation",
      words: /\b(consult\w*|experts?|advi[cs]\w*|appointment|book\w*|meeting|salah|talk)\b/,
      hindi: /परामर्श|सलाह|विशेषज्ञ|एक्सपर्ट|अपॉइंटमेंट|बुक|मीटिंग|बात करनी|बात करना/,
      text: msg`Want expert advice? [Book a free consultation](/consultation) with one of our financial experts.`,
    },
    {
      topic: "investments",
      words: /\b(sips?|invest\w*|mutual|funds?|returns?|grow\w*|elss|tax|nivesh|lump ?sum|savings?)\b/,
      hindi: /एसआईपी|निवेश|म्यूचुअल|फंड|फ़ंड|रिटर्न|टैक्स|बचत|लंपसम|एकमुश्त/,
      text: msg`Our SIP investment plans start at just ${minimum} a month. Try the [SIP calculator](/sip) to see how your money can grow.`,
    },
    {
      topic: "home-loans",
      words:
        /\b(home|ghar|house|flat|loans?|emis?|lap|property|balance transfer|top-?up|rates?|interest|byaa?j|eligib\w*|salary|income|documents?|kyc|fees?)\b/,
      hindi: /घर|मकान|फ्लैट|फ़्लैट|लोन|ऋण|ईएमआई|प्रॉपर्टी|संपत्ति|बैलेंस ट्रांसफर|टॉप-अप|ब्याज|पात्रता|सैलरी|वेतन|दस्तावेज|केवाईसी|शुल्क/,
      text: msg`Looking for a home loan? Our home loan rates start at ${rate} a year, and you can [apply online](/loan-application?type=home-loan) in minutes.`,
    },
    {
      topic: "general",
      words: /\b(hi|hello|hey|namaste|thanks|thank you|products?|services?|help)\b/,
      hindi: /नमस्ते|नमस्कार|धन्यवाद|शुक्रिया|मदद|सहायता|सेवा/,
      text: msg`Feel free to ask me anything about home loans, loans against property, SIPs or our other financial products.`,
    },
  ];
}

/** The follow-up for a typed message: the first topic its words match, else one at random. */
export function pickFollowUp(message: string, homeLoanRate: number, random: () => number = Math.random): MessageDescriptor {
  const text = message.toLowerCase();
  const all = followUps(homeLoanRate);
  const match = all.find((f) => f.words.test(text) || f.hindi.test(text));
  return (match ?? all[Math.floor(random() * all.length)]).text;
}
