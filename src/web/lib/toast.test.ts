import { describe, expect, it, vi } from 'vitest';
import { loadToastLibrary, onToastLibraryLoaded } from './toast';

describe('the toast container learns when the library has loaded', () => {
  it('is told when it loads, and at once when it subscribes after the load', async () => {
    const early = vi.fn();
    const stopEarly = onToastLibraryLoaded(early);
    await loadToastLibrary();
    await Promise.resolve();
    expect(early).toHaveBeenCalledTimes(1);
    stopEarly();

    const late = vi.fn();
    onToastLibraryLoaded(late)();
    expect(late).toHaveBeenCalledTimes(1);
  });
});
