import { useMutation } from "@tanstack/react-query";
import { istToday } from "@shared/calendar/ist";
import { apiFile } from "@/lib/api-client";
import { downloadBlob } from "../lib/save-text";

/**
 * GET /api/me/export answers the JSON file as an attachment. The page fetches it and saves it, so a
 * refusal (the hourly limit, a session that ended) is told on the page instead of being saved as the file.
 */
export const downloadExport = () => apiFile("GET /api/me/export");

/** The path, for the link's href: opened in a new tab, it still downloads with the session cookie. */
export const EXPORT_URL = "/api/me/export";

/** The name the server gives the file: the day in India. */
export const exportFileName = () => `gharsetu-my-data-${istToday()}.json`;

/** Downloads everything held about the customer and saves it as one JSON file. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: downloadExport,
    onSuccess: (file) => downloadBlob(file, exportFileName()),
  });
}
