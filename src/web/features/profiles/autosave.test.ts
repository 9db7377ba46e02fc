import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AutosaveStatus, createAutosave } from './autosave';

interface Deferred {
  resolve: () => void;
  reject: (err: Error) => void;
}

/** A save function whose calls the test settles by hand. */
function manualSave() {
  const calls: { values: string; deferred: Deferred }[] = [];
  const save = vi.fn(
    (values: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ values, deferred: { resolve, reject } });
      }),
  );
  return { save, calls };
}

/** Lets settled promises run their callbacks. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-05-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('profile autosave', () => {
  it('saves 1 s after the last edit, shows saving, then saved for 2 s, then idle', async () => {
    const { save, calls } = manualSave();
    const autosave = createAutosave<string>({ save });
    const seen: AutosaveStatus[] = [];
    autosave.subscribe(() => seen.push(autosave.getState().status));

    autosave.edit('A');
    await vi.advanceTimersByTimeAsync(600);
    autosave.edit('Ad');
    await vi.advanceTimersByTimeAsync(999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('Ad');
    expect(autosave.getState().status).toBe('saving');

    await vi.advanceTimersByTimeAsync(800);
    calls[0]!.deferred.resolve();
    await settle();
    expect(autosave.getState()).toEqual({
      status: 'saved',
      lastSavedAt: new Date('2025-05-01T10:00:02.400Z').getTime(),
      error: null,
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(autosave.getState().status).toBe('saved');
    await vi.advanceTimersByTimeAsync(1);
    expect(autosave.getState().status).toBe('idle');
    // 'Last saved' stays known after the badge goes.
    expect(autosave.getState().lastSavedAt).not.toBeNull();
    expect(seen).toEqual(['saving', 'saved', 'idle']);
  });

  it('shows the error for 3 s with the message, then idle, keeping the last good save time', async () => {
    const { save, calls } = manualSave();
    const autosave = createAutosave<string>({ save });
    autosave.edit('x');
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.deferred.reject(new Error('Bio must be at most 500 characters'));
    await settle();
    expect(autosave.getState()).toEqual({
      status: 'error',
      lastSavedAt: null,
      error: 'Bio must be at most 500 characters',
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(autosave.getState().status).toBe('error');
    await vi.advanceTimersByTimeAsync(1);
    expect(autosave.getState().status).toBe('idle');
  });

  it('never runs two saves at once: edits during a save are saved right after it', async () => {
    const { save, calls } = manualSave();
    const autosave = createAutosave<string>({ save });
    autosave.edit('first');
    await vi.advanceTimersByTimeAsync(1000);
    autosave.edit('second');
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    calls[0]!.deferred.resolve();
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('second');
    expect(autosave.getState().status).toBe('saving');
    calls[1]!.deferred.resolve();
    await settle();
    expect(autosave.getState().status).toBe('saved');
  });

  it('flush saves pending edits at once (leaving the page keeps the last keystrokes)', async () => {
    const { save, calls } = manualSave();
    const autosave = createAutosave<string>({ save });
    autosave.edit('typed just now');
    const flushed = autosave.flush();
    expect(save).toHaveBeenCalledWith('typed just now');
    calls[0]!.deferred.resolve();
    await flushed;
    expect(autosave.getState().status).toBe('saved');
    // Nothing left to save: the debounce timer was cancelled.
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does nothing without edits, and nothing after dispose', async () => {
    const { save } = manualSave();
    const autosave = createAutosave<string>({ save });
    await autosave.flush();
    autosave.edit('late');
    autosave.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
  });

  it('a new save replaces the saved badge instead of waiting for it', async () => {
    const { save, calls } = manualSave();
    const autosave = createAutosave<string>({ save });
    autosave.edit('a');
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.deferred.resolve();
    await settle();
    autosave.edit('ab');
    await vi.advanceTimersByTimeAsync(1000);
    expect(autosave.getState().status).toBe('saving');
    // The first badge's 2 s timer must not knock the new save back to idle.
    await vi.advanceTimersByTimeAsync(1500);
    expect(autosave.getState().status).toBe('saving');
  });
});
