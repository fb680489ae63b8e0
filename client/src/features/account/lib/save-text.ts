/** Puts text on the clipboard; false when the browser refuses (no permission, or not a secure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Saves text as a file through the browser (a Blob URL, never sent anywhere). */
export function downloadText(text: string, fileName: string) {
  downloadBlob(new Blob([text], { type: "text/plain;charset=utf-8" }), fileName);
}

/** Saves a file the page holds (one it made, or one the API answered) through the browser. */
export function downloadBlob(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A setup key as people type it: groups of four. */
export const groupKey = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;
