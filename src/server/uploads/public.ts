// What other domains may use from this one. Import it from here, never from the files behind it
// (biome.json enforces this; docs/ARCHITECTURE.md explains the rooms).
export { processImage } from './image-processing';
export { readUploadedFiles, uploadBodyLimit } from './multipart';
export { enqueueOrphanSweep, ORPHAN_MIN_AGE_SECONDS, sweepOrphanObjects } from './orphan-sweep';
export type { ImagePurpose, UploadedFile } from './upload-service';
export {
  fileTooLarge,
  imageKeys,
  notAnImage,
  queueFileDeletes,
  storageUnavailable,
  storeImage,
} from './upload-service';
