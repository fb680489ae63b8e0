import { consultationsContract as c } from "../../../shared/contracts/consultations";
import type { Db } from "../../db/client";
import { serve } from "../../http/contract-routes";
import { listAllConsultations, updateConsultationStatus } from "./admin-consultations.service";
import { listAdvisers, setAdviser } from "./advisers.service";
import { changeConsultation, createConsultation, listOwnConsultations } from "./consultations.service";
import { slotAvailability } from "./slot-capacity";

export function consultationsRoutes(db: Db) {
  return [
    serve(c.slots, ({ query }) => slotAvailability(db, query.date)),
    serve(c.list, ({ user }) => listOwnConsultations(db, user.id)),
    serve(c.create, ({ user, body, ctx }) => createConsultation(db, user, body, ctx)),
    serve(c.change, ({ user, params, body, ctx }) => changeConsultation(db, user.id, params.id, body, ctx)),
    serve(c.adminList, ({ query }) => listAllConsultations(db, query)),
    serve(c.adminUpdate, ({ params, body, ctx }) => updateConsultationStatus(db, params.id, body, ctx)),
    serve(c.advisers, () => listAdvisers(db)),
    serve(c.setAdviser, ({ params, body, ctx }) => setAdviser(db, params.id, body, ctx)),
  ];
}
