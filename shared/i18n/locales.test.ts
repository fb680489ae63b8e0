import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, localizedPath, splitLocalePath } from "./locales";

describe("locale addresses", () => {
  it("reads the language from the address and gives the English site's address", () => {
    expect(splitLocalePath("/hi/loan-application")).toEqual({ locale: "hi", path: "/loan-application" });
    expect(splitLocalePath("/hi/")).toEqual({ locale: "hi", path: "/" });
    expect(splitLocalePath("/hi")).toEqual({ locale: "hi", path: "/" });
    expect(splitLocalePath("/sip")).toEqual({ locale: "en", path: "/sip" });
    expect(splitLocalePath("/en/sip")).toEqual({ locale: "en", path: "/en/sip" });
    expect(splitLocalePath("/history")).toEqual({ locale: "en", path: "/history" });
  });

  it("puts an address in a language", () => {
    expect(localizedPath("hi", "/")).toBe("/hi/");
    expect(localizedPath("hi", "/sip")).toBe("/hi/sip");
    expect(localizedPath("en", "/sip")).toBe("/sip");
  });

  it("takes the first of our languages an Accept-Language header asks for", () => {
    expect(localeFromAcceptLanguage("hi-IN,hi;q=0.9,en-US;q=0.8")).toBe("hi");
    expect(localeFromAcceptLanguage("en-IN,en;q=0.9,hi;q=0.8")).toBe("en");
    expect(localeFromAcceptLanguage("ta-IN, hi;q=0.5")).toBe("hi");
    expect(localeFromAcceptLanguage("en;q=0.2, hi;q=0.7")).toBe("hi");
    expect(localeFromAcceptLanguage("fr-FR, de")).toBeUndefined();
    expect(localeFromAcceptLanguage("hi;q=0")).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
