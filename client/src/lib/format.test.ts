import { describe, expect, it } from "vitest";
import { useLocaleForTest } from "../../../tests/setup/i18n-unit";
import {
  amountInWords,
  formatCount,
  formatCurrency,
  formatDate,
  formatIstDate,
  formatIstDateTime,
  formatPercent,
  statusColor,
} from "./format";

describe("formatCurrency", () => {
  it("uses Indian digit grouping with no decimals", () => {
    expect(formatCurrency(2500000)).toBe("₹25,00,000");
    expect(formatCurrency(10000000)).toBe("₹1,00,00,000");
    expect(formatCurrency(999.6)).toBe("₹1,000");
  });

  it("accepts numeric strings from the API and treats missing values as zero", () => {
    expect(formatCurrency("150000.00")).toBe("₹1,50,000");
    expect(formatCurrency(null)).toBe("₹0");
    expect(formatCurrency("not a number")).toBe("₹0");
  });
});

describe("formatPercent", () => {
  it("shows one decimal place, or two when the figure has them (a sanctioned rate is never shown rounded)", () => {
    expect(formatPercent(8.5)).toBe("8.5%");
    expect(formatPercent(8)).toBe("8.0%");
    expect(formatPercent("9.25")).toBe("9.25%");
    expect(formatPercent(8.35)).toBe("8.35%");
    expect(formatPercent(8.349999)).toBe("8.35%");
  });
});

describe("formatDate", () => {
  it("shows day, short month and year", () => {
    expect(formatDate("2026-11-22")).toBe("22 Nov 2026");
    expect(formatDate(new Date(2026, 0, 5))).toBe("5 Jan 2026");
  });

  it("writes the month in Hindi on a Hindi page, with Latin digits", () => {
    useLocaleForTest("hi");
    try {
      expect(formatDate("2026-11-26")).toBe("26 नव॰ 2026");
      expect(formatCurrency(12345678.5)).toBe("₹1,23,45,679");
      expect(amountInWords(2_500_000)).toBe("₹25 लाख");
    } finally {
      useLocaleForTest("en");
    }
    expect(amountInWords(2_500_000)).toBe("₹25 lakh");
  });

  it("keeps a calendar date on its own day", () => {
    expect(formatDate("2026-03-01")).toBe("1 Mar 2026");
  });

  it("shows a dash for a missing or invalid date", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate("soon")).toBe("—");
  });
});

describe("formatIstDate and formatIstDateTime", () => {
  it("write India's day and time in the page's language", () => {
    expect(formatIstDate("2026-01-15")).toBe("15 Jan 2026");
    expect(formatIstDateTime("2026-11-23T08:35:00Z")).toBe("23 Nov 2026, 2:05 pm IST");
    useLocaleForTest("hi");
    try {
      expect(formatIstDate("2026-01-15")).toBe("15 जन॰ 2026");
      expect(formatIstDateTime("2026-11-23T08:35:00Z")).toBe("23 नव॰ 2026, 2:05 pm IST");
    } finally {
      useLocaleForTest("en");
    }
  });
});

describe("statusColor", () => {
  it("maps statuses case-insensitively", () => {
    expect(statusColor("Approved")).toBe("green");
    expect(statusColor("COMPLETED")).toBe("green");
    expect(statusColor("active")).toBe("green");
    expect(statusColor("rejected")).toBe("red");
    expect(statusColor("Cancelled")).toBe("red");
    expect(statusColor("pending")).toBe("yellow");
    expect(statusColor("scheduled")).toBe("blue");
    expect(statusColor("paused")).toBe("orange");
  });

  it("falls back to grey", () => {
    expect(statusColor("on hold")).toBe("grey");
    expect(statusColor(undefined)).toBe("grey");
  });
});

describe("formatCount", () => {
  it("groups counts the Indian way", () => {
    expect(formatCount(100000)).toBe("1,00,000");
    expect(formatCount(1234567)).toBe("12,34,567");
    expect(formatCount(undefined)).toBe("0");
  });
});
