// What other domains' tests may use from this one (test helpers and internals they drive).
export { sniffImageFormat } from './image-format';
export {
  exifHasGps,
  gifScriptPolyglot,
  makeGif,
  makeJpegWithGps,
  makePng,
  makePngHtmlPolyglot,
  textFile,
} from './test-images';
