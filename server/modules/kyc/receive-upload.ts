import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Request } from "express";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import { KYC_CONTENT_TYPES, type KycContentType } from "../../../shared/catalog/kyc";
import { HttpError, badRequest } from "../../http/errors";
import type { FileStorage } from "../../storage/file-storage";

export type ReceivedFile = { tempPath: string; size: number; contentType: KycContentType; originalName: string };
export type ReceivedUpload = { fields: Record<string, string>; file: ReceivedFile | null };

/** file-type reads at most this many leading bytes to recognise a format. */
const SNIFF_BYTES = 4100;
/** Room for the form fields and multipart boundaries around the file. */
const ENVELOPE_BYTES = 16 * 1024;

const tooLarge = (maxBytes: number) =>
  // The rest of the body is never processed: the connection closes after the answer (see http/lingering-close.ts).
  new HttpError(
    413,
    /*i18n*/ {
      id: "kyc.file_too_large",
      message: "The file is too large. The limit is {mb} MB.",
      values: { mb: maxBytes / (1024 * 1024) },
    },
    undefined,
    { Connection: "close" },
  );
const wrongType = () => new HttpError(415, /*i18n*/ "Only PDF, JPEG and PNG files can be uploaded. This file is not one of them.");
const malformed = (message: string) => new HttpError(400, message, undefined, { Connection: "close" });

/**
 * Streams one multipart upload (a `file` part plus small text fields) to a temporary file. The
 * whole body is counted as it arrives, so neither a declared nor an undeclared length can make us
 * read more than the limit; the file part stops at the limit too. Anything unexpected (another file
 * part, too many parts, a body cut short, a client that goes away) stops reading and leaves no
 * temporary file. The type is judged from the first bytes, never from the name or the declared type.
 * On success the caller keeps or discards the temporary file.
 */
export async function receiveUpload(req: Request, storage: FileStorage, maxBytes: number): Promise<ReceivedUpload> {
  const limit = maxBytes + ENVELOPE_BYTES;
  const declared = Number(req.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(maxBytes);
  if (req.destroyed || req.readableAborted) throw badRequest(/*i18n*/ "The upload was interrupted");

  let bb: busboy.Busboy;
  try {
    // Browsers send file names as UTF-8; busboy would read them as Latin-1 and keep mojibake.
    // Busboy signals its limit on reaching fileSize, not on passing it: one byte more lets a file of
    // exactly maxBytes through and stops the first byte beyond it.
    bb = busboy({
      headers: req.headers,
      defParamCharset: "utf8",
      limits: { files: 1, fileSize: maxBytes + 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
  } catch {
    throw badRequest(/*i18n*/ "The upload could not be read; send it as multipart/form-data");
  }

  const fields: Record<string, string> = {};
  const file = { tempPath: null as string | null, size: 0, head: Buffer.alloc(0), originalName: "", seen: false };
  let settled = false;
  let total = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > limit) return done(tooLarge(maxBytes));
      done(null, chunk);
    },
  });

  try {
    await new Promise<void>((resolve, reject) => {
      let writing: Promise<void> = Promise.resolve();
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        // Stop reading: nothing more of this request is wanted. Busboy is torn down on the next turn,
        // once the chunk it may be in the middle of (the one that hit a limit) is done.
        counter.unpipe(bb);
        req.unpipe(counter);
        counter.destroy();
        setImmediate(() => bb.destroy());
        reject(error);
      };
      bb.on("field", (name, value) => {
        fields[name] = value;
      });
      bb.on("file", (name, stream, info) => {
        stream.on("error", () => undefined); // surfaced through pipeline or busboy's own error
        if (name !== "file" || file.seen) {
          stream.resume();
          return fail(malformed(/*i18n*/ "Send one file, in the field named file"));
        }
        file.seen = true;
        file.originalName = info.filename ?? "";
        stream.on("limit", () => fail(tooLarge(maxBytes)));
        writing = (async () => {
          const incoming = await storage.incoming();
          if (settled) {
            // The upload failed while the file was being opened: nothing to keep.
            incoming.stream.destroy();
            await storage.discard(incoming.path);
            return;
          }
          file.tempPath = incoming.path;
          // Only now may the part flow: a data listener attached earlier would lose bytes before the file opens.
          stream.on("data", (chunk: Buffer) => {
            file.size += chunk.length;
            if (file.head.length < SNIFF_BYTES) file.head = Buffer.concat([file.head, chunk.subarray(0, SNIFF_BYTES - file.head.length)]);
          });
          await pipeline(stream, incoming.stream);
        })();
        writing.catch(fail);
      });
      bb.on("filesLimit", () => fail(malformed(/*i18n*/ "Send one file, in the field named file")));
      for (const event of ["fieldsLimit", "partsLimit"] as const)
        bb.on(event, () => fail(malformed(/*i18n*/ "The upload has more parts than expected")));
      bb.on("error", () => fail(malformed(/*i18n*/ "The upload could not be read; please try again")));
      bb.on("close", () => void writing.then(() => !settled && ((settled = true), resolve()), fail));
      counter.on("error", fail);
      req.on("close", () => !req.complete && fail(badRequest(/*i18n*/ "The upload was interrupted")));
      req.pipe(counter).pipe(bb);
    });
  } catch (e) {
    if (file.tempPath) await storage.discard(file.tempPath);
    throw e;
  }

  if (!file.seen || !file.tempPath) return { fields, file: null };
  const tempPath = file.tempPath;
  if (file.size === 0) {
    await storage.discard(tempPath);
    const message = /*i18n*/ "The file is empty. Please choose the scan of your document again.";
    throw badRequest(message, [{ path: "file", message }]);
  }
  const sniffed = await fileTypeFromBuffer(file.head);
  if (!sniffed || !(sniffed.mime in KYC_CONTENT_TYPES)) {
    await storage.discard(tempPath);
    throw wrongType();
  }
  return { fields, file: { tempPath, size: file.size, contentType: sniffed.mime as KycContentType, originalName: file.originalName } };
}
