// What other domains' tests may use from this one (test helpers and internals they drive).
export { jobId } from './enqueue';
