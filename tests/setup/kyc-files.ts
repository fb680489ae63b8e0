import { verhoeffCheckDigit } from "../../shared/catalog/kyc";
import { documentPdf } from "../../server/db/factories";

/** A valid one-page PDF (a viewer opens it), padded with trailing spaces to a wanted size. */
export const samplePdf = (pad = 0): Buffer => documentPdf(["GharSetu KYC test"], pad);

/** A 1×1 PNG. */
export const samplePng = () =>
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/** The start of a Windows executable ("MZ" header), whatever name it is given. */
export const sampleExe = () =>
  Buffer.concat([Buffer.from("4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000", "hex"), Buffer.alloc(512, 0)]);

/** A 12-digit Aadhaar number that passes Verhoeff, built from an 11-digit stem not starting with 0 or 1. */
export const validAadhaar = (stem = "23456789012") => `${stem}${verhoeffCheckDigit(stem)}`;
