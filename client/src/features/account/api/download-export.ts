/**
 * GET /api/me/export answers the JSON file as an attachment: a plain link downloads it with the
 * session cookie, with no script holding the data in memory.
 */
export const EXPORT_URL = "/api/me/export";
