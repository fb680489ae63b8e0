import type { ACCOUNT_ERROR_CODES } from "@shared/schema/account-security";
import { errorCode } from "@/lib/api";

// The codes as types only: importing the values would bring zod into these small pages.
type Codes = typeof ACCOUNT_ERROR_CODES;
const LINK_NOT_VALID: Codes["linkNotValid"] = "LINK_NOT_VALID";
const LINK_FOR_ANOTHER_ACCOUNT: Codes["linkForAnotherAccount"] = "LINK_FOR_ANOTHER_ACCOUNT";

/** The link has expired, was used, was replaced by a newer one or was never ours. */
export const isLinkNotValid = (error: unknown) => errorCode(error) === LINK_NOT_VALID;
/** The link is for another account than the one signed in here. */
export const isLinkForAnotherAccount = (error: unknown) => errorCode(error) === LINK_FOR_ANOTHER_ACCOUNT;
