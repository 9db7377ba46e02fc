import { THEMES, type Theme } from '../../../shared/constants';

export function parseTheme(value: string | null): Theme {
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : 'system';
}

/** The class the root element gets: for 'system' the operating system's preference decides. */
export function resolveTheme(theme: Theme, systemPrefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** Removes both theme classes from the root element and adds the one that applies. */
export function applyTheme(root: HTMLElement, theme: Theme, systemPrefersDark: boolean): void {
  root.classList.remove('light', 'dark');
  root.classList.add(resolveTheme(theme, systemPrefersDark));
}
