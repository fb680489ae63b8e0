import { describe, expect, it } from "vitest";
import { chatHistory, type ChatMessage } from "./chat-history";

describe("the history sent with a question", () => {
  it("leaves out notices and private answers", () => {
    const messages: ChatMessage[] = [
      { id: 0, role: "bot", content: "Hello!" },
      { id: 1, role: "user", content: "what is the status of my loan?" },
      { id: 2, role: "bot", content: "#12 Home Loan of ₹25,00,000: **Approved**", private: true },
      { id: 3, role: "bot", content: "Sorry, no response received.", aside: true },
      { id: 4, role: "user", content: "EMI for 50 lakh" },
      { id: 5, role: "bot", content: "₹43,391 per month" },
    ];
    expect(chatHistory(messages)).toEqual([
      { role: "bot", content: "Hello!" },
      { role: "user", content: "what is the status of my loan?" },
      { role: "user", content: "EMI for 50 lakh" },
      { role: "bot", content: "₹43,391 per month" },
    ]);
  });

  it("keeps the last 10", () => {
    const messages = Array.from({ length: 15 }, (_, id): ChatMessage => ({ id, role: id % 2 ? "bot" : "user", content: `m${id}` }));
    expect(chatHistory(messages).map((m) => m.content)).toEqual(messages.slice(5).map((m) => m.content));
  });

  it("cuts each message to the length the server takes", () => {
    const history = chatHistory([
      { id: 0, role: "bot", content: "b".repeat(5000) },
      { id: 1, role: "user", content: "u".repeat(2500) },
    ]);
    expect(history.map((m) => m.content.length)).toEqual([4000, 2000]);
  });
});
