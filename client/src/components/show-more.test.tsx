import { renderToStaticMarkup } from "react-dom/server";
import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { InI18n } from "../../../tests/setup/i18n-unit";
import { ShowMoreButton, useShowMore } from "./show-more";

function List({ count, pageSize }: { count: number; pageSize?: number }) {
  const page = useShowMore(
    Array.from({ length: count }, (_, i) => `Loan #${i + 1}`),
    pageSize,
  );
  return (
    <InI18n>
      <ul>
        {page.visible.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ShowMoreButton {...page} what="applications" />
    </InI18n>
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("a long list shown a page at a time", () => {
  it("shows the first page and offers the next, saying how many are left", () => {
    const html = renderToStaticMarkup(<List count={25} />);
    expect(html.match(/<li>/g)).toHaveLength(10);
    expect(text(html)).toContain("Loan #10 Show 10 more applications 15 not shown yet");
    expect(html).not.toContain("Loan #11");
  });

  it("offers only what is left on the last page, and nothing once all of it is shown", () => {
    expect(text(renderToStaticMarkup(<List count={25} pageSize={20} />))).toContain("Show 5 more applications 5 not shown yet");
    const whole = renderToStaticMarkup(<List count={10} />);
    expect(whole.match(/<li>/g)).toHaveLength(10);
    expect(whole).not.toContain("Show");
  });

  it("says it in the page's language", () => {
    i18n.activate("hi");
    try {
      expect(text(renderToStaticMarkup(<List count={25} />))).toContain("10 और applications दिखाएँ 15 अभी दिखाए नहीं गए");
    } finally {
      i18n.activate("en");
    }
  });
});
