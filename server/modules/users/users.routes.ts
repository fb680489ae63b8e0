import { usersContract } from "../../../shared/contracts/users";
import type { Db } from "../../db/client";
import { serve } from "../../http/contract-routes";
import { resetTwoFactor } from "../auth";
import { changeRole, listUsers } from "./users.service";

export function usersRoutes(db: Db) {
  return [
    serve(usersContract.list, ({ query }) => listUsers(db, query)),
    serve(usersContract.changeRole, ({ params, body, ctx }) => changeRole(db, params.id, body.role, ctx)),
    // A lost phone: another super admin resets the staff member's second factor (never their own).
    serve(usersContract.resetTwoFactor, ({ params, ctx }) => resetTwoFactor(db, params.id, ctx)),
  ];
}
