// What other domains may use from this one. Import it from here, never from the files behind it
// (biome.json enforces this; docs/ARCHITECTURE.md explains the rooms).
export { deliverNotificationEmail, enqueueDueEmails } from './email';
export { notify } from './notify';
export { unreadNotificationCount } from './service';
