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
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A setup key as people type it: groups of four. */
export const groupKey = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;
