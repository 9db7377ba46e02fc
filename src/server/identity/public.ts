// What other domains may use from this one. Import it from here, never from the files behind it
// (biome.json enforces this; docs/ARCHITECTURE.md explains the rooms).
export { publicName } from './public-name';
export { approveIdentity, listIdentityQueue, readIdentityDocument, rejectIdentity } from './service';
export { ownerMayListSql, ownerMayListUnder, ownerVerifiedSql } from './visibility';
