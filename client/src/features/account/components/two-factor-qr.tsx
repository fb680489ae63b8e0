import { useMemo } from "react";

/** Light modules around the code, as the QR standard asks, so a camera finds its edges on any background. */
const QUIET_ZONE = 4;

/**
 * The setup key's QR code, drawn from the server's module matrix as an inline SVG (the CSP allows no
 * data: images). Dark on white in both themes: scanners expect dark modules on a light ground. Each run
 * of dark modules in a row is one rect, so a code is a few hundred elements rather than a thousand.
 */
export function TwoFactorQr({ modules, label }: { modules: boolean[][]; label: string }) {
  const runs = useMemo(() => darkRuns(modules), [modules]);
  const size = modules.length + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-52 shrink-0 rounded-md border border-border sm:size-56"
    >
      <rect width={size} height={size} fill="#ffffff" />
      {runs.map(({ x, y, width }) => (
        <rect key={`${x}-${y}`} x={x + QUIET_ZONE} y={y + QUIET_ZONE} width={width} height={1} fill="#000000" />
      ))}
    </svg>
  );
}

function darkRuns(modules: boolean[][]) {
  const runs: { x: number; y: number; width: number }[] = [];
  modules.forEach((row, y) => {
    let start = -1;
    row.forEach((dark, x) => {
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, width: x - start });
        start = -1;
      }
    });
    if (start >= 0) runs.push({ x: start, y, width: row.length - start });
  });
  return runs;
}
