// `npm start`: build the web app and the server when missing or stale, then serve API and app in
// this process from the built server (plain JavaScript, decision 008).
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, serverEntry } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
await ensureServerBuild();
await import(pathToFileURL(serverEntry).href);
