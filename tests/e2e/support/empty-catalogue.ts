/**
 * Tag for tests that need a catalogue nobody has listed anything in yet (empty states, zero
 * counts). The e2e server is shared, so playwright.config.ts runs these in their own projects
 * before any test that lists items.
 */
export const EMPTY_CATALOGUE = '@empty-catalogue';
