import { crc32, deflateSync } from "node:zlib";

/** PDF strings are in parentheses; these three characters need a backslash, and only plain ASCII renders with the built-in font. */
const pdfText = (s: string) => s.replace(/[^\x20-\x7e]/g, "-").replace(/([\\()])/g, "\\$1");

/**
 * A valid one-page PDF showing a few lines of text (a viewer opens it), optionally padded with
 * trailing spaces to a wanted size.
 */
export function documentPdf(lines: readonly string[], pad = 0): Buffer {
  const height = 60 + lines.length * 22;
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 24 ${height - 36 - i * 22} Td (${pdfText(line)}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 ${height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.concat([Buffer.from(pdf, "latin1"), Buffer.alloc(pad, 0x20)]);
}

type Rgb = readonly [number, number, number];
type Box = { x: number; y: number; w: number; h: number; color: Rgb };

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of flat boxes on a background. */
export function boxesPng(width: number, height: number, background: Rgb, boxes: readonly Box[]): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const box = boxes.findLast((b) => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h);
      raw.set(box?.color ?? background, y * stride + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const INK: Rgb = [60, 64, 72];
const PHOTO: Rgb = [176, 184, 196];

/** A scan of an identity card: coloured header, photo and lines of text (as bars), in the card's colours. */
function cardPng(header: Rgb, background: Rgb, footer?: Rgb): Buffer {
  const lines = [0, 1, 2, 3].map((i) => ({ x: 120, y: 70 + i * 24, w: i === 0 ? 150 : 110 + (i % 2) * 40, h: 9, color: INK }));
  const boxes: Box[] = [{ x: 0, y: 0, w: 320, h: 44, color: header }, { x: 20, y: 60, w: 80, h: 100, color: PHOTO }, ...lines];
  if (footer) boxes.push({ x: 0, y: 186, w: 320, h: 14, color: footer });
  return boxesPng(320, 200, background, boxes);
}

const CARDS = {
  "PAN Card": () => cardPng([31, 78, 140], [222, 235, 247]),
  "Aadhaar Card": () => cardPng([243, 146, 55], [255, 255, 255], [19, 136, 8]),
  other: () => cardPng([90, 90, 90], [245, 245, 240]),
};
const cache = new Map<string, Buffer>();

/** A picture of the document (the same picture for every card of a type: cheap for a hundred thousand customers). */
export function cardImage(documentType: string): Buffer {
  const kind = documentType in CARDS ? (documentType as keyof typeof CARDS) : "other";
  if (!cache.has(kind)) cache.set(kind, CARDS[kind]());
  return cache.get(kind)!;
}
