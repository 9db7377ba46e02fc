import type { ImagePurpose } from '../uploads/public';

/** Avatars are square: 256 px for the profile page (sharp on 2x screens), 96 px for menus and lists. */
export function avatarPurpose(userId: string): ImagePurpose {
  return {
    prefix: `avatars/${userId}`,
    variants: [
      { name: '256', width: 256, height: 256, fit: 'cover' },
      { name: '96', width: 96, height: 96, fit: 'cover' },
    ],
  };
}
