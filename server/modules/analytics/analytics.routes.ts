import { analyticsContract } from "../../../shared/contracts/analytics";
import type { Db } from "../../db/client";
import { serve } from "../../http/contract-routes";
import { getAnalytics } from "./analytics.service";

export function analyticsRoutes(db: Db) {
  return [serve(analyticsContract.get, () => getAnalytics(db))];
}
