// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { KycDocumentViewJson } from "@shared/contracts/kyc";
import { KYC_MAX_FILE_BYTES } from "@shared/catalog/kyc";
import { Toaster } from "@/components/ui/toaster";
import { InI18n, useLocaleForTest } from "../../../../../tests/setup/i18n-unit";
import { UploadKycDialog } from "./upload-kyc-dialog";

/**
 * The KYC upload dialog as the customer sees it, through the real upload hook and react-query. The upload
 * goes by XMLHttpRequest (fetch cannot report upload progress), so the network stand-in is an
 * XMLHttpRequest: it reads the multipart body, reports half the file sent, then gives the server's answer.
 */

type Received = { method: string; url: string; headers: Record<string, string>; fields: Record<string, string>; file: File | null };
type Answer = { status: number; body: unknown } | "network-error";

function serveUploads(answer: (upload: Received) => Answer | Promise<Answer>) {
  const received: Received[] = [];
  class UploadRequest {
    status = 0;
    statusText = "";
    responseText = "";
    withCredentials = false;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private target = { method: "", url: "" };
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.target = { method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      const entries = [...body.entries()];
      const fields = Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === "string"));
      const file = entries.map(([, value]) => value).find((value): value is File => typeof value !== "string") ?? null;
      const upload = { ...this.target, headers: this.headers, fields, file };
      received.push(upload);
      const size = file?.size ?? 0;
      this.upload.onprogress?.({ lengthComputable: true, loaded: size / 2, total: size });
      void Promise.resolve(answer(upload)).then((a) => {
        if (a === "network-error") return this.onerror?.();
        this.status = a.status;
        this.responseText = JSON.stringify(a.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", UploadRequest);
  return received;
}

const uploaded = (over: Partial<KycDocumentViewJson>): KycDocumentViewJson => ({
  id: 12,
  userId: 3,
  documentType: "PAN Card",
  documentUrl: "/api/kyc-documents/12/file",
  documentNumber: "ABCDE1234F",
  verificationStatus: "pending",
  rejectionReason: null,
  fileName: "pan.pdf",
  contentType: "application/pdf",
  sizeBytes: 2048,
  autoVerified: false,
  reviewedAt: null,
  uploadedAt: "2026-01-05T10:00:00.000Z",
  retainUntil: null,
  ...over,
});

const pdf = (name = "pan.pdf", bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: "application/pdf" });

/** The dialog, open, inside the providers the app gives it; `name` is its title in the active language. */
function renderDialog(name = "Upload a KYC document") {
  const onOpenChange = vi.fn();
  function Page() {
    const [open, setOpen] = useState(true);
    return (
      <UploadKycDialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <InI18n>
      <QueryClientProvider client={client}>
        <Page />
        <Toaster />
      </QueryClientProvider>
    </InI18n>,
  );
  const dialog = screen.getByRole("dialog", { name });
  return { onOpenChange, dialog };
}

/** The English dialog and its fields. */
function renderEnglishDialog() {
  const { onOpenChange, dialog } = renderDialog();
  return {
    onOpenChange,
    dialog,
    type: within(dialog).getByLabelText("Document type"),
    number: within(dialog).getByLabelText("Document number (optional)"),
    file: within(dialog).getByLabelText("Document file"),
    submit: within(dialog).getByRole("button", { name: "Upload" }),
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLocaleForTest("en");
});

describe("uploading a KYC document", () => {
  it("asks for the document type and the file when nothing was chosen, and sends nothing", async () => {
    const received = serveUploads(() => ({ status: 201, body: uploaded({}) }));
    const user = userEvent.setup();
    const form = renderEnglishDialog();

    await user.click(form.submit);

    expect(within(form.dialog).getByText("Please choose the document type")).toBeTruthy();
    expect(within(form.dialog).getByText("Please choose a file to upload")).toBeTruthy();
    expect(form.type.getAttribute("aria-invalid")).toBe("true");
    expect(received).toEqual([]);
    expect(form.onOpenChange).not.toHaveBeenCalled();
  });

  it("turns down a file of the wrong kind or over 5 MB, and a malformed PAN, before anything is sent", async () => {
    const received = serveUploads(() => ({ status: 201, body: uploaded({}) }));
    // The file picker filters by type; a dropped file (or "All files" in the picker) is not filtered.
    const user = userEvent.setup({ applyAccept: false });
    const form = renderEnglishDialog();

    await user.selectOptions(form.type, "PAN Card");
    await user.upload(form.file, new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(within(form.dialog).getByText("Only PDF, JPEG and PNG files can be uploaded.")).toBeTruthy();

    await user.upload(form.file, pdf("scan.pdf", KYC_MAX_FILE_BYTES + 1));
    expect(within(form.dialog).getByText("The file is too large. The limit is 5 MB.")).toBeTruthy();

    await user.type(form.number, "ABCDE123");
    await user.click(form.submit);
    expect(within(form.dialog).getByText("PAN must be 10 characters, like ABCDE1234F")).toBeTruthy();
    expect(received).toEqual([]);
  });

  it("shows the upload's progress, then closes and says the document is verified", async () => {
    let answer!: (a: Answer) => void;
    const received = serveUploads(() => new Promise<Answer>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const form = renderEnglishDialog();

    await user.selectOptions(form.type, "PAN Card");
    await user.type(form.number, "abcde1234f");
    expect(within(form.dialog).getByText("The number looks right")).toBeTruthy();
    await user.upload(form.file, pdf());
    await user.click(form.submit);

    const progress = await screen.findByRole("progressbar", { name: "Upload progress" });
    expect(progress.getAttribute("aria-valuenow")).toBe("50");
    expect(within(form.dialog).getByRole("button", { name: "Uploading... 50%" })).toHaveProperty("disabled", true);
    expect(received).toEqual([
      {
        method: "POST",
        url: "/api/kyc-documents",
        headers: { Accept: "application/json", "Accept-Language": "en-IN" },
        fields: { documentType: "PAN Card", documentNumber: "abcde1234f" },
        file: expect.objectContaining({ name: "pan.pdf" }),
      },
    ]);

    answer({ status: 201, body: uploaded({ verificationStatus: "verified", autoVerified: true }) });

    expect(await screen.findByText("Your PAN Card is verified.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(form.onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it("shows the server's reason when it refuses the file, keeps the dialog open and lets the customer try again", async () => {
    serveUploads(() => ({
      status: 415,
      body: { message: "Only PDF, JPEG and PNG files can be uploaded. This file is not one of them.", code: "UNSUPPORTED_MEDIA_TYPE" },
    }));
    const user = userEvent.setup();
    const form = renderEnglishDialog();

    await user.selectOptions(form.type, "Bank Statement");
    await user.upload(form.file, pdf("statement.pdf"));
    await user.click(form.submit);

    const alert = await within(form.dialog).findByText("Only PDF, JPEG and PNG files can be uploaded. This file is not one of them.");
    expect(alert.closest("[role=alert]")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Upload a KYC document" })).toBeTruthy();
    expect(form.submit).toHaveProperty("disabled", false);
    expect(form.onOpenChange).not.toHaveBeenCalled();
  });

  it("shows a field the server rejects beside that field", async () => {
    serveUploads(() => ({
      status: 400,
      body: {
        message: "Please check the highlighted fields",
        code: "VALIDATION_FAILED",
        issues: [{ path: "documentNumber", message: "This PAN is already on another account" }],
      },
    }));
    const user = userEvent.setup();
    const form = renderEnglishDialog();

    await user.selectOptions(form.type, "PAN Card");
    await user.type(form.number, "ABCDE1234F");
    await user.upload(form.file, pdf());
    await user.click(form.submit);

    expect(await within(form.dialog).findByText("This PAN is already on another account")).toBeTruthy();
    expect(form.number.getAttribute("aria-invalid")).toBe("true");
    expect(within(form.dialog).getByText("Please check the highlighted fields")).toBeTruthy();
  });

  it("says to check the connection when the upload never reaches the server", async () => {
    serveUploads(() => "network-error");
    const user = userEvent.setup();
    const form = renderEnglishDialog();

    await user.selectOptions(form.type, "ITR");
    await user.upload(form.file, pdf("itr.pdf"));
    await user.click(form.submit);

    expect(await within(form.dialog).findByText("The upload failed. Please check your connection and try again.")).toBeTruthy();
    expect(form.onOpenChange).not.toHaveBeenCalled();
  });
  it("speaks Hindi on a Hindi page, and asks the server for its answers in Hindi", async () => {
    useLocaleForTest("hi");
    const received = serveUploads(() => ({ status: 201, body: uploaded({}) }));
    const user = userEvent.setup();
    const { dialog } = renderDialog("केवाईसी दस्तावेज़ अपलोड करें");

    await user.click(within(dialog).getByRole("button", { name: "अपलोड करें" }));
    expect(within(dialog).getByText("कृपया दस्तावेज़ का प्रकार चुनें")).toBeTruthy();
    expect(received).toEqual([]);

    // The options show the types in Hindi; the value sent stays the API's English.
    await user.selectOptions(within(dialog).getByLabelText("दस्तावेज़ का प्रकार"), "पैन कार्ड");
    await user.upload(within(dialog).getByLabelText("दस्तावेज़ की फ़ाइल"), pdf());
    await user.click(within(dialog).getByRole("button", { name: "अपलोड करें" }));

    expect(await screen.findByText("पैन कार्ड सत्यापन के लिए हमारी टीम के पास है।")).toBeTruthy();
    expect(received).toEqual([
      expect.objectContaining({ headers: expect.objectContaining({ "Accept-Language": "hi-IN" }), fields: { documentType: "PAN Card" } }),
    ]);
  });
});
