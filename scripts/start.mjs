// `npm start`: build the web app when it is missing or stale, then serve API and app in this process.
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
register();
await import('../src/server/main.ts');
