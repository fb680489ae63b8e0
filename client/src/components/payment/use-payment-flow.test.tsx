// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaymentCreationJson, PaymentVerificationJson } from "@shared/contracts/payments";
import { InI18n } from "../../../../tests/setup/i18n-unit";
import { PaymentCard } from "./payment-card";

/**
 * The payment widget's states as the customer sees them, through the real API client and react-query:
 * only the network (fetch) and Razorpay's checkout script are stood in for.
 */

type Answer = { status: number; body: unknown };
type Sent = { method: string; url: string; body: unknown };

const CREATE = "POST /api/payments/consultation/7";
const VERIFY = "POST /api/payments/verify";

/** A stand-in server: answers each "METHOD /path" from `routes` and records what was sent. */
function serve(routes: Record<string, Answer>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      sent.push({ method, url, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
      const answer = routes[`${method} ${url}`] ?? { status: 404, body: { message: `No route for ${method} ${url}`, code: "NOT_FOUND" } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return sent;
}

const creation = (demo: boolean): PaymentCreationJson => ({
  amount: 999,
  paymentId: 41,
  status: "created",
  paymentFor: "consultation",
  demo_mode: demo,
  razorpay: {
    key: demo ? "demo" : "rzp_test_key",
    amount: 99_900,
    currency: "INR",
    name: "GharSetu",
    description: "Consultation fee",
    order_id: "order_41",
    prefill: { name: "Asha Rao", email: "asha@example.com", contact: "9876543210" },
  },
});

const verified: PaymentVerificationJson = {
  success: true,
  status: "captured",
  paymentId: 41,
  orderId: "order_41",
  amount: 999,
  paymentFor: "consultation",
  relatedId: 7,
};

type CheckoutOptions = { handler: (r: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }) => void };
type DismissableOptions = { modal: { ondismiss: () => void } };

type FailedAttempt = { error: { description: string } };

/** Razorpay's checkout script, already loaded: `open` plays what the customer does in its window (`failed`: an attempt fails). */
function stubCheckout(open: (options: CheckoutOptions & DismissableOptions, failed: (attempt: FailedAttempt) => void) => void) {
  vi.stubGlobal(
    "Razorpay",
    class {
      private onFailed: (attempt: FailedAttempt) => void = () => {};
      constructor(private readonly options: CheckoutOptions & DismissableOptions) {}
      on(_event: "payment.failed", handler: (attempt: FailedAttempt) => void) {
        this.onFailed = handler;
      }
      open() {
        open(this.options, (attempt) => this.onFailed(attempt));
      }
    },
  );
}

function renderCard() {
  const onSuccess = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <InI18n>
      <QueryClientProvider client={client}>
        <PaymentCard paymentType="consultation" itemId={7} amount={999} title="Consultation Fee" onSuccess={onSuccess} />
      </QueryClientProvider>
    </InI18n>,
  );
  return { onSuccess };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("paying for an item", () => {
  it("in demo mode opens the simulated checkout, labelled as such, and pays from it", async () => {
    const sent = serve({ [CREATE]: { status: 201, body: creation(true) }, [VERIFY]: { status: 200, body: verified } });
    const user = userEvent.setup();
    const { onSuccess } = renderCard();

    await user.click(screen.getByRole("button", { name: "Pay ₹999" }));
    const dialog = await screen.findByRole("dialog", { name: "Demo checkout" });
    expect(dialog.textContent).toContain("Demo mode: no money moves.");
    expect(dialog.textContent).toContain("₹999");
    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual(["UPI", "Card", "Net banking"]);
    expect(screen.getByRole("button", { name: "Pay ₹999", hidden: true })).toHaveProperty("disabled", true);

    await user.click(within(dialog).getByRole("radio", { name: "Card" }));
    await user.click(within(dialog).getByRole("button", { name: "Pay (simulated)" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Payment Successful");
    expect(alert.textContent).toContain("₹999 received");
    expect(screen.getByText("Demo mode: no money moves")).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([CREATE, VERIFY]);
    expect(sent[1].body).toMatchObject({ razorpay_order_id: "order_41", razorpay_signature: "demo" });
  });

  it("takes a simulated failure down the failure path, verifying nothing, and pays the same order when tried again", async () => {
    const sent = serve({ [CREATE]: { status: 201, body: creation(true) }, [VERIFY]: { status: 200, body: verified } });
    const user = userEvent.setup();
    const { onSuccess } = renderCard();

    await user.click(screen.getByRole("button", { name: "Pay ₹999" }));
    let dialog = await screen.findByRole("dialog", { name: "Demo checkout" });
    await user.click(within(dialog).getByRole("radio", { name: "Net banking" }));
    await user.click(within(dialog).getByRole("button", { name: "Simulate a failure" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Payment failed");
    expect(alert.textContent).toContain("The payment did not go through: The bank declined the payment (simulated). No money was taken");
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([CREATE]);

    await user.click(screen.getByRole("button", { name: /try again/i }));
    await user.click(screen.getByRole("button", { name: "Pay ₹999" }));
    dialog = await screen.findByRole("dialog", { name: "Demo checkout" });
    await user.click(within(dialog).getByRole("button", { name: "Pay (simulated)" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Payment Successful");
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([CREATE, CREATE, VERIFY]);
    expect(sent[2].body).toMatchObject({ razorpay_order_id: "order_41" });
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it("confirms a ₹0 item at once, with no checkout", async () => {
    const free = creation(true);
    const sent = serve({
      [CREATE]: { status: 201, body: { ...free, amount: 0, razorpay: { ...free.razorpay, amount: 0 } } },
      [VERIFY]: { status: 200, body: verified },
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole("button", { name: "Pay ₹999" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Payment Successful");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([CREATE, VERIFY]);
  });

  it("reports a failed attempt in Razorpay's checkout, once its window is closed, as a failure", async () => {
    const sent = serve({ [CREATE]: { status: 201, body: creation(false) } });
    stubCheckout((options, failed) => {
      failed({ error: { description: "Your bank declined this card." } });
      options.modal.ondismiss();
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole("button", { name: "Pay ₹999" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The payment did not go through: Your bank declined this card. No money was taken");
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([CREATE]);
  });

  it("says the payment was cancelled when the customer closes the checkout, and verifies nothing", async () => {
    const sent = serve({ [CREATE]: { status: 201, body: creation(false) } });
    stubCheckout((options) => options.modal.ondismiss());
    const user = userEvent.setup();
    const { onSuccess } = renderCard();

    await user.click(screen.getByRole("button", { name: "Pay ₹999" }));

    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("Payment Cancelled");
    expect(status.textContent).toContain("No money was taken");
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([CREATE]);
    expect(onSuccess).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: /try again/i }));
    expect(screen.getByRole("button", { name: "Pay ₹999" })).toHaveProperty("disabled", false);
  });

  it("says the item is already paid when the server answers ALREADY_PAID, with no error and no checkout", async () => {
    const sent = serve({ [CREATE]: { status: 409, body: { message: "This consultation is already paid", code: "ALREADY_PAID" } } });
    stubCheckout(() => {
      throw new Error("the checkout must not open for an item already paid");
    });
    const user = userEvent.setup();
    const { onSuccess } = renderCard();

    await user.click(screen.getByRole("button", { name: "Pay ₹999" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Already paid");
    expect(alert.textContent).toContain("Nothing more is due");
    expect(alert.textContent).not.toContain("Payment failed");
    expect(sent).toHaveLength(1);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("shows the server's message when the payment cannot be opened, and lets the customer try again", async () => {
    serve({ [CREATE]: { status: 400, body: { message: "This consultation was cancelled", code: "INVALID_TRANSITION" } } });
    const user = userEvent.setup();
    renderCard();

    await user.click(screen.getByRole("button", { name: "Pay ₹999" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Payment failed");
    expect(alert.textContent).toContain("This consultation was cancelled");
    await user.click(screen.getByRole("button", { name: /try again/i }));
    expect(screen.getByRole("button", { name: "Pay ₹999" })).toBeTruthy();
  });

  it("shows what to do, not the gateway's words, when the gateway is unavailable", async () => {
    serve({ [CREATE]: { status: 503, body: { message: "Razorpay: socket hang up", code: "PAYMENT_GATEWAY_UNAVAILABLE" } } });
    const user = userEvent.setup();
    renderCard();

    await user.click(screen.getByRole("button", { name: "Pay ₹999" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Payment service is temporarily unavailable. Please contact support.");
    expect(alert.textContent).not.toContain("socket hang up");
  });

  it("shows the verification failure when the server rejects the checkout's answer", async () => {
    const sent = serve({
      [CREATE]: { status: 201, body: creation(false) },
      [VERIFY]: { status: 400, body: { message: "Payment signature verification failed", code: "BAD_REQUEST" } },
    });
    stubCheckout((options) =>
      options.handler({ razorpay_payment_id: "pay_9", razorpay_order_id: "order_41", razorpay_signature: "forged" }),
    );
    const user = userEvent.setup();
    const { onSuccess } = renderCard();

    await user.click(screen.getByRole("button", { name: "Pay ₹999" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Payment failed");
    expect(alert.textContent).toContain("Payment signature verification failed");
    expect(sent[1]).toEqual({
      method: "POST",
      url: "/api/payments/verify",
      body: { razorpay_payment_id: "pay_9", razorpay_order_id: "order_41", razorpay_signature: "forged" },
    });
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
