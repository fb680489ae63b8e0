import { existsSync, readdirSync } from "node:fs";
import { now } from "../../../shared/clock";

/** What a restore replaces is moved aside as `<name>.before-restore-<stamp()>`, never deleted. */
export const stamp = () => now().toISOString().replace(/[:.]/g, "-");
export const nonEmptyDir = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;
