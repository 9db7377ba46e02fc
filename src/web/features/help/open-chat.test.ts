import { describe, expect, it, vi } from 'vitest';
import { onOpenChatRequest, openChatHelper } from './open-chat';

describe('asking for the chat helper', () => {
  it('reaches a helper that is listening, each time', () => {
    const open = vi.fn();
    const stop = onOpenChatRequest(open);
    openChatHelper();
    openChatHelper();
    stop();
    openChatHelper();
    expect(open).toHaveBeenCalledTimes(2);
    // The request made after it stopped listening waits for the next helper.
    const next = vi.fn();
    onOpenChatRequest(next)();
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('is held until the helper listens, then handed over once', () => {
    openChatHelper();
    const first = vi.fn();
    const stopFirst = onOpenChatRequest(first);
    expect(first).toHaveBeenCalledTimes(1);
    stopFirst();
    const second = vi.fn();
    onOpenChatRequest(second)();
    expect(second).not.toHaveBeenCalled();
  });
});
