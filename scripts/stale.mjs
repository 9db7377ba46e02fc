import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time of a file, or of anything below a folder (0 when missing). */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when `marker` (a build's output) is missing or older than any of `inputs` below `root`. */
export function isStale(marker, root, inputs) {
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}
