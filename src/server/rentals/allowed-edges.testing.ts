/**
 * Every status edge the product allows, written out by hand as the tests' independent picture of
 * the status machine (not derived from it): a move outside this set is a skipped machine.
 * Used by the status-machine unit test and the lifecycle property test.
 */
export const ALLOWED_EDGES: ReadonlySet<string> = new Set([
  'pending>active',
  'pending>cancelled',
  'active>overdue',
  'active>cancelled',
  'active>returned',
  'overdue>returned',
  'cancelled>active',
]);
