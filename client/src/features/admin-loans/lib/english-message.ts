/** A message the API sends as a catalogue descriptor: its id, its English, and the values it names. */
export type MessageDescriptorJson = { id: string; message: string; values?: Record<string, string | number> };

/**
 * The English of a rule's message with its values written in (staff pages are English-only, so no
 * catalogue is read). The rules' messages name values as {name}; the values arrive already formatted.
 */
export const englishMessage = ({ message, values = {} }: MessageDescriptorJson): string =>
  message.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
