import type { Test } from "supertest";

/** A response's bytes as a Buffer (supertest buffers only text by itself): PDFs, uploaded files. */
export const binary = (req: Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (c: Buffer) => chunks.push(c));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });
