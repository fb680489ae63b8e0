import pino from "pino";
import SonicBoom from "sonic-boom";

/** Log lines held in memory while stdout is slow; beyond this they are dropped rather than wait. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * pino writing to stdout without ever blocking the event loop or the exit.
 *
 * pino's default destination flushes synchronously when the process exits, and sonic-boom's
 * synchronous flush retries a failed write for ever, 100 ms at a time (Atomics.wait). When the
 * supervisor or terminal holding our stdout goes away, every write fails with EPIPE, so the exit
 * never completes: a SIGTERM left the server in futex_do_wait until SIGKILL. Here the destination is
 * our own asynchronous sonic-boom, which pino does not flush on exit; a full pipe makes it buffer (up
 * to MAX_BUFFERED_BYTES, then drop), and a closed one stops logging.
 */
export function createLogger(level: string) {
  const destination = new SonicBoom({ fd: 1, sync: false, maxLength: MAX_BUFFERED_BYTES });
  destination.on("error", () => {
    // EPIPE or EBADF: nobody is reading our output any more. Logging stops; the service goes on.
    destination.write = () => true;
  });
  return pino(loggerOptions(level), destination);
}

/** The app logger's options: its level, and what is never written whatever a handler logs. */
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    redact: { paths: ["req.headers.cookie", "res.headers['set-cookie']", "*.password"], remove: true },
  };
}
