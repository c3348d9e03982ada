// The percentile of a T score (exact normal CDF). Its own module, free of the norms' table, so that browser code
// (a score's likely range: precision.ts) can use it.

/**
 * Φ(x), the standard normal CDF, by Marsaglia's Taylor series (J. Stat. Software 11(4), 2004):
 * Φ(x) = ½ + φ(x)·(x + x³/3 + x⁵/(3·5) + …), summed until a term no longer changes the double. Its absolute error
 * is about 1e-15 for |x| < 8.5; beyond that Φ is 0 or 1 to double precision (and the series would lose accuracy).
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x <= -8.5) return 0;
  if (x >= 8.5) return 1;
  const q = x * x;
  let sum = x;
  let previous = 0;
  let term = x;
  for (let i = 3; sum !== previous; i += 2) {
    previous = sum;
    term *= q / i;
    sum = previous + term;
  }
  // 0.918938… = ln √(2π): the density's constant, folded into the exponent.
  return 0.5 + sum * Math.exp(-0.5 * q - 0.9189385332046727);
}

/** The whole percentile of a T score: Φ((T − 50)/10)·100 rounded, clamped to 1–99 (a report never says 0 or 100). */
export function percentileForT(t: number): number {
  const percentile = Math.round(normalCdf((t - 50) / 10) * 100);
  return Math.min(99, Math.max(1, percentile));
}

/**
 * The T score at a percentile (the inverse of the normal CDF, by bisection): for scores known only as percentiles,
 * such as a team's median. A whole percentile is a T score to within about ±0.15 points in the middle of the scale
 * and ±0.6 at the 5th and 95th; beyond them more (a 1st percentile is any T below 26.7).
 */
export function tForPercentile(percentile: number): number {
  const p = Math.min(99.9, Math.max(0.1, percentile)) / 100;
  let low = -8.5;
  let high = 8.5;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (normalCdf(mid) < p) low = mid;
    else high = mid;
  }
  return 50 + 5 * (low + high);
}
