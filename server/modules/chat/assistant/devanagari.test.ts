import { describe, expect, it } from "vitest";
import { readDevanagari } from "./devanagari";
import { normalize, understand } from "./intents";
import { findQuantities, loanTerms } from "./quantities";

const quantities = (text: string) => findQuantities(normalize(text)).map((q) => [q.kind, q.value]);

describe("Devanagari read as the Hinglish the word lists know", () => {
  it("leaves text with no Devanagari exactly as it is", () => {
    for (const text of ["EMI for 50 lakh at 8.5%", "café 50k", "  spaced  "]) expect(readDevanagari(text)).toBe(text);
  });

  it("reads Devanagari digits as digits", () => {
    expect(normalize("५० लाख ८.५% २० साल")).toBe("50 lakh 8.5% 20 saal");
  });

  it("reads a word with or without its nukta, with ँ or ं", () => {
    expect(normalize("60 हज़ार")).toBe("60 hazar");
    expect(normalize("60 हजार")).toBe("60 hazar");
    // ज़ written as one character (U+095B) or as ज and the nukta sign.
    expect(normalize("दस्तावे\u095B")).toBe("documents");
    expect(normalize("दस्तावेज\u093C")).toBe("documents");
    expect(normalize("दस्तावेज")).toBe("documents");
    expect(normalize("1 करोड़")).toBe(normalize("1 करोड"));
    expect(normalize("कहाँ")).toBe("kahan");
  });

  it("matches whole words only", () => {
    // आय (income) is not the start of आयु (age); नमस्कार is not कार (car).
    expect(normalize("आयु")).toBe("age");
    expect(normalize("नमस्कार")).toBe("namaskar");
    expect(understand("नमस्कार").intent).toBe("greeting");
  });

  it.each([
    ["50 लाख", [["money", 5_000_000]]],
    ["1.2 करोड़", [["money", 12_000_000]]],
    ["1 करोड़ और 20 लाख", [["money", 12_000_000]]],
    ["60 हज़ार", [["money", 60_000]]],
    ["8.5 प्रतिशत", [["rate", 8.5]]],
    ["8.5%", [["rate", 8.5]]],
    ["20 साल", [["years", 20]]],
    ["15 वर्ष", [["years", 15]]],
    ["240 महीने", [["months", 240]]],
    ["6 माह", [["months", 6]]],
    ["रु. 25,00,000", [["money", 2_500_000]]],
    ["25,00,000 रुपये", [["money", 2_500_000]]],
  ])("%s", (text, expected) => {
    expect(quantities(text)).toEqual(expected);
  });

  it("reads the period of an income", () => {
    const [income] = findQuantities(normalize("मेरी आय 80,000 प्रति माह है"));
    expect(income).toMatchObject({ kind: "money", value: 80_000, perMonth: true });
    expect(findQuantities(normalize("मेरी मासिक आय 1 लाख है"))[0]).toMatchObject({ value: 100_000, perMonth: true });
    expect(findQuantities(normalize("सालाना 12 लाख"))[0]).toMatchObject({ value: 1_200_000 });
  });

  it("reads the same loan terms as the English twin", () => {
    expect(loanTerms(findQuantities(normalize("50 लाख का लोन 8.5% पर 20 साल के लिए ईएमआई कितनी होगी?")))).toEqual(
      loanTerms(findQuantities(normalize("EMI for 50 lakh at 8.5% for 20 years"))),
    );
    expect(loanTerms(findQuantities(normalize("ब्याज दर ८.७५ पर ३० लाख का लोन १५ साल")))).toEqual({
      amount: 3_000_000,
      ratePercent: 8.75,
      months: 180,
    });
  });
});
