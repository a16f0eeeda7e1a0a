/** The nearest-rank percentile `p` (0–100) of numbers sorted ascending. */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
