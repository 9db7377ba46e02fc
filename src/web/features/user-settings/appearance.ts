import type { FontSize } from '../../../shared/schemas/user-settings';

/**
 * Settings > Appearance on the root element: font-small / font-large scale the rem unit and
 * no-animations stops motion (styles.css). Medium is the browser's own size (no class).
 */
export function applyAppearance(
  root: HTMLElement,
  appearance: { font_size: FontSize; animations: boolean },
): void {
  root.classList.toggle('font-small', appearance.font_size === 'small');
  root.classList.toggle('font-large', appearance.font_size === 'large');
  root.classList.toggle('no-animations', !appearance.animations);
}

/** Back to the defaults (after sign-out, the next visitor gets the standard look). */
export function clearAppearance(root: HTMLElement): void {
  root.classList.remove('font-small', 'font-large', 'no-animations');
}
