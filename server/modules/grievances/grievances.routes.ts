import { grievancesContract as c } from "../../../shared/contracts/grievances";
import type { Db } from "../../db/client";
import { serve } from "../../http/contract-routes";
import { listAllGrievances, updateGrievance } from "./admin-grievances.service";
import { createGrievance, listOwnGrievances } from "./grievances.service";

/** Grievance redressal: customers file and follow complaints; staff answer and resolve them. */
export function grievancesRoutes(db: Db) {
  return [
    serve(c.create, ({ user, body, ctx }) => createGrievance(db, user, body, ctx)),
    serve(c.list, ({ user, query }) => listOwnGrievances(db, user.id, query)),
    serve(c.adminList, ({ query }) => listAllGrievances(db, query)),
    serve(c.adminUpdate, ({ params, body, ctx }) => updateGrievance(db, params.id, body, ctx)),
  ];
}
