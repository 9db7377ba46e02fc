// Types of server-build.mjs for the TypeScript that imports it (tests starting server processes).
export const serverEntry: string;
export function serverBuildIsStale(): boolean;
export function buildServer(into?: string): Promise<string>;
export function serverBuildOptions(outfile: string): import('esbuild').BuildOptions;
export function ensureServerBuild(): Promise<void>;
