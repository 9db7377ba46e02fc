// What other domains may use from this one. Import it from here, never from the files behind it
// (biome.json enforces this; docs/ARCHITECTURE.md explains the rooms).
export { liveUnder, ownerItems } from './catalogue';
export type { PlaceholderPoint, Point } from './columns';
export {
  cardImageSql,
  cardJsonSql,
  distanceSql,
  nearestFirstSql,
  PLACEHOLDER_POINT,
  withinMilesSql,
} from './columns';
export { forgetProfileLocation } from './kept-location';
export { cachedGeocode, pointKey, viewerPlace, viewerPoint } from './location';
export { listItemPhotos } from './photos';
export type { ItemCard, ItemImage } from './present';
export { parseCard, roundMiles } from './present';
export { countOwnerListings, getItem } from './service';
