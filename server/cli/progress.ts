/** A progress bar on a terminal; on a pipe or a log, one line per tenth of the way (no carriage returns). */
export function progressReporter(total: number, noun: string, out: NodeJS.WriteStream = process.stdout) {
  // Elapsed time is measured on the monotonic timer; it is not a date (the app's clock is shared/clock.ts).
  const started = performance.now();
  let lastTenth = -1;
  return (done: number, detail = "") => {
    const elapsed = (performance.now() - started) / 1000;
    const rest = done > 0 ? (elapsed / done) * (total - done) : 0;
    const line = `${done.toLocaleString("en-IN")} / ${total.toLocaleString("en-IN")} ${noun}${detail ? ` · ${detail}` : ""} · ${duration(elapsed)}${done > 0 && done < total ? ` · about ${duration(rest)} left` : ""}`;
    if (out.isTTY) {
      const width = 24;
      const filled = Math.round((done / total) * width);
      out.write(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${line}\x1b[K${done >= total ? "\n" : ""}`);
      return;
    }
    const tenth = Math.floor((done / total) * 10);
    if (tenth !== lastTenth || done >= total) out.write(`${Math.floor((done / total) * 100)}% ${line}\n`);
    lastTenth = tenth;
  };
}

export function duration(seconds: number): string {
  const s = Math.round(seconds);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
}
