import { sipContract } from "../../../shared/contracts/sip";
import type { Db } from "../../db/client";
import { serve } from "../../http/contract-routes";
import { changeSipStatus, createSip, listOwnSips } from "./sip.service";

export function sipRoutes(db: Db) {
  return [
    serve(sipContract.create, ({ user, body, ctx }) => createSip(db, user, body, ctx)),
    serve(sipContract.list, ({ user }) => listOwnSips(db, user.id)),
    serve(sipContract.changeStatus, ({ user, params, body, ctx }) => changeSipStatus(db, user, params.id, body, ctx)),
  ];
}
