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
  // The rest of the body is never read: close the connection instead of draining it.
  new HttpError(413, `The file is too large. The limit is ${maxBytes / (1024 * 1024)} MB.`, undefined, { Connection: "close" });
const wrongType = () => new HttpError(415, "Only PDF, JPEG and PNG files can be uploaded. This file is not one of them.");

/**
 * Streams one multipart upload (a `file` part plus small text fields) to a temporary file. The
 * declared length is checked before reading; an undeclared or understated one stops at the limit,
 * without buffering. The type is judged from the first bytes, never from the name or the declared
 * type. The caller keeps or discards the temporary file.
 */
export async function receiveUpload(req: Request, storage: FileStorage, maxBytes: number): Promise<ReceivedUpload> {
  const declared = Number(req.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes + ENVELOPE_BYTES) throw tooLarge(maxBytes);

  let bb: busboy.Busboy;
  try {
    bb = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 1024, parts: 12 } });
  } catch {
    throw badRequest("The upload could not be read; send it as multipart/form-data");
  }

  type Incoming = { tempPath: string; size: number; head: Buffer; originalName: string; truncated: boolean };
  const fields: Record<string, string> = {};
  const upload: { file: Promise<Incoming> | null } = { file: null };

  const parsed = new Promise<void>((resolve, reject) => {
    bb.on("field", (name, value) => {
      fields[name] = value;
    });
    bb.on("file", (name, stream, info) => {
      if (name !== "file" || upload.file) {
        stream.resume();
        return;
      }
      const received = storage.incoming().then(
        ({ path: tempPath, stream: out }) =>
          new Promise<Incoming>((done, fail) => {
            let size = 0;
            let head = Buffer.alloc(0);
            let truncated = false;
            stream.on("data", (chunk: Buffer) => {
              size += chunk.length;
              if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
            });
            stream.on("limit", () => {
              truncated = true;
              // Stop reading the request at once; what was written is discarded by the caller.
              req.unpipe(bb);
              stream.unpipe(out);
              out.end();
              req.pause();
              done({ tempPath, size, head, originalName: info.filename ?? "", truncated });
            });
            out.on("error", fail);
            out.on("finish", () => {
              if (!truncated) done({ tempPath, size, head, originalName: info.filename ?? "", truncated });
            });
            stream.pipe(out);
          }),
      );
      upload.file = received;
      // A limit hit ends parsing early: the request stream is no longer piped into busboy.
      received.then((r) => r.truncated && resolve(), reject);
    });
    bb.on("close", resolve);
    bb.on("error", () => reject(badRequest("The upload could not be read; please try again")));
    req.on("aborted", () => reject(badRequest("The upload was interrupted")));
  });
  req.pipe(bb);

  let file: Incoming | null = null;
  try {
    await parsed;
    file = upload.file ? await upload.file : null;
  } catch (e) {
    await upload.file?.then((r) => storage.discard(r.tempPath), () => undefined);
    throw e;
  }
  if (!file) return { fields, file: null };
  const { tempPath } = file;
  const discard = () => storage.discard(tempPath);
  if (file.truncated) {
    await discard();
    throw tooLarge(maxBytes);
  }
  const sniffed = file.size > 0 ? await fileTypeFromBuffer(file.head) : undefined;
  if (!sniffed || !(sniffed.mime in KYC_CONTENT_TYPES)) {
    await discard();
    throw wrongType();
  }
  return { fields, file: { tempPath: file.tempPath, size: file.size, contentType: sniffed.mime as KycContentType, originalName: file.originalName } };
}
