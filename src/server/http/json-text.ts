/**
 * JSON already printed, parts of it worded by the database (lists of item cards, decision 044), so
 * nothing parses it only to print it again. `T` is what it stands for: the answer's type, the one
 * the typed web client reads.
 */
export class JsonText<T> {
  declare readonly stands?: T;
  constructor(readonly text: string) {}
}

/** A JSON array of elements that are JSON texts already (each a T). */
export function jsonArray<T>(elements: readonly string[]): JsonText<T[]> {
  return new JsonText(`[${elements.join(',')}]`);
}

/**
 * An object answer `T`: `texts`' members (JSON texts already, such as jsonArray's) first, then
 * `rest`'s own.
 */
export function jsonTextOf<T>(texts: Record<string, JsonText<unknown>>, rest: object): JsonText<T> {
  const members = Object.entries(texts).map(([name, json]) => `${JSON.stringify(name)}:${json.text}`);
  const tail = JSON.stringify(rest);
  if (tail !== '{}') members.push(tail.slice(1, -1));
  return new JsonText<T>(`{${members.join(',')}}`);
}
