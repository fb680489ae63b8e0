import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessage } from "./api";
import { catalogueText } from "./catalogue-text";

afterEach(() => {
  vi.unstubAllGlobals();
  i18n.activate("en");
});

/** Stands in for the network: answers 200 and records the headers of each call. */
function recordHeaders() {
  const sent: HeadersInit[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      sent.push(init.headers ?? {});
      return new Response("{}", { status: 200 });
    }),
  );
  return sent;
}

describe("the page's language in API calls", () => {
  it("asks the server to answer in the page's language", async () => {
    const sent = recordHeaders();
    await apiRequest("GET", "/api/settings");
    i18n.activate("hi");
    await apiRequest("POST", "/api/chat", { message: "नमस्ते" });
    expect(sent).toEqual([
      { Accept: "application/json", "Accept-Language": "en-IN" },
      { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": "hi-IN" },
    ]);
  });

  it("shows the server's message as it comes, and its own fallback in the page's language", () => {
    i18n.activate("hi");
    expect(errorMessage(new ApiError(400, JSON.stringify({ message: "लोन आवेदन नहीं मिला" })))).toBe("लोन आवेदन नहीं मिला");
    expect(errorMessage(null)).toBe("कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।");
    expect(errorMessage(null, "Own fallback")).toBe("Own fallback");
  });
});

describe("a text that may be a catalogue id", () => {
  it("is looked up when it is one, and left as it is otherwise", () => {
    i18n.activate("hi");
    expect(catalogueText(i18n, "form.schema_unavailable")).toMatch(/^कनेक्शन/);
    expect(catalogueText(i18n, "पहले से हिन्दी में")).toBe("पहले से हिन्दी में");
    expect(catalogueText(i18n, "A {brace} the server sent")).toBe("A {brace} the server sent");
  });
});
