import { sipContract } from "../../../shared/contracts/sip";
import type { Db } from "../../db/client";
import { serve } from "../../http/contract-routes";
import { listAllSips } from "./admin-sips.service";
import { sipHolding, sipHoldings } from "./holding.service";
import { confirmMandate, setUpMandate, type MandateGateways } from "./mandate.service";
import { changeSipStatus, createSip, listOwnSips, setStepUp, skipNextInstalment } from "./sip.service";

export function sipRoutes(db: Db, gateways: MandateGateways) {
  return [
    serve(sipContract.create, ({ user, body, ctx }) => createSip(db, user, body, ctx)),
    serve(sipContract.list, ({ user }) => listOwnSips(db, user.id)),
    serve(sipContract.holdings, ({ user }) => sipHoldings(db, user.id)),
    serve(sipContract.holding, ({ user, params }) => sipHolding(db, user.id, params.id)),
    serve(sipContract.setUpMandate, ({ user, params, body, ctx }) => setUpMandate(db, gateways, user, params.id, body, ctx)),
    serve(sipContract.confirmMandate, ({ user, params, body, ctx }) => confirmMandate(db, gateways, user, params.id, body, ctx)),
    serve(sipContract.skip, ({ user, params, ctx }) => skipNextInstalment(db, user, params.id, ctx)),
    serve(sipContract.adminList, ({ query }) => listAllSips(db, query)),
    serve(sipContract.stepUp, ({ user, params, body, ctx }) => setStepUp(db, user, params.id, body, ctx)),
    serve(sipContract.changeStatus, ({ user, params, body, ctx }) => changeSipStatus(db, user, params.id, body, ctx)),
  ];
}
