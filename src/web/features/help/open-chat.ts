const OPEN_CHAT_EVENT = 'shareshed:open-chat';

/**
 * Opens the chat helper from anywhere (e.g. a 'Live chat' button on the Support page) without
 * importing its code: the helper, mounted once in the root layout, listens for this event.
 */
export function openChatHelper(): void {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}

export function onOpenChatRequest(listener: () => void): () => void {
  window.addEventListener(OPEN_CHAT_EVENT, listener);
  return () => window.removeEventListener(OPEN_CHAT_EVENT, listener);
}
