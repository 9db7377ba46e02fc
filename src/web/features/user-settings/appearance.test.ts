import { describe, expect, it } from 'vitest';
import { applyAppearance, clearAppearance } from './appearance';

describe('applyAppearance', () => {
  it('sets exactly one font class (none for medium) and no-animations when animations are off', () => {
    const root = document.createElement('html');
    root.classList.add('dark');
    applyAppearance(root, { font_size: 'large', animations: false });
    expect([...root.classList].sort()).toEqual(['dark', 'font-large', 'no-animations']);
    applyAppearance(root, { font_size: 'small', animations: true });
    expect([...root.classList].sort()).toEqual(['dark', 'font-small']);
    applyAppearance(root, { font_size: 'medium', animations: true });
    expect([...root.classList]).toEqual(['dark']);
    applyAppearance(root, { font_size: 'large', animations: false });
    clearAppearance(root);
    expect([...root.classList]).toEqual(['dark']);
  });
});
