/**
 * Opens the chat helper from anywhere (e.g. 'Open Help Chat' on the Support page) without
 * importing its code. The helper, mounted once in the root layout, listens. It mounts only once the
 * page is idle (and Preact subscribes it a frame after that), so a request made before anyone
 * listens is held and handed to the first listener: a quick click is not lost.
 */
let heldRequest = false;
const listeners = new Set<() => void>();

export function openChatHelper(): void {
  if (listeners.size === 0) {
    heldRequest = true;
    return;
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` on every request, and at once for a request held before it; returns the unsubscribe. */
export function onOpenChatRequest(listener: () => void): () => void {
  listeners.add(listener);
  if (heldRequest) {
    heldRequest = false;
    listener();
  }
  return () => listeners.delete(listener);
}
