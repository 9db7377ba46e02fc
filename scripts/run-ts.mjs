// Runs a TypeScript entry point (a CLI task or benchmark) with tsx: `node scripts/run-ts.mjs file.ts args...`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [args...]');
  process.exit(2);
}
process.argv = [process.argv[0], entry, ...rest];
register();
await import(pathToFileURL(path.resolve(entry)).href);
