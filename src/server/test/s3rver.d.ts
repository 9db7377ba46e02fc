// s3rver (the S3-compatible server the storage outage tests run) ships no types: this declares
// the part of its API those tests use.
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string; configs: unknown[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  }
}
