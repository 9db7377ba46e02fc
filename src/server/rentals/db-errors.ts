/** The SQLSTATE of a database error, looking through drizzle's wrapper (it keeps the driver's error as cause). */
export function sqlState(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** 23P01: an exclusion constraint refused the row (here: overlapping rental dates). */
export const isExclusionViolation = (err: unknown) => sqlState(err) === '23P01';
