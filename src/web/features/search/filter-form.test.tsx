import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { FilterForm } from './filter-form';
import { EMPTY_FILTERS, type FilterState } from './filter-state';

beforeAll(async () => {
  await i18n.loadNamespaces('search');
});

function setup(initial: FilterState = EMPTY_FILTERS) {
  const onApply = vi.fn();
  render(<FilterForm initial={initial} onApply={onApply} title={<h2>Filters</h2>} />);
  return {
    onApply,
    category: screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement,
    brand: screen.getByRole('combobox', { name: 'Brand' }) as HTMLSelectElement,
    count: () => screen.getByText(/active filter/).textContent,
  };
}

describe('FilterForm', () => {
  it('offers the six distances and the twelve categories', () => {
    const { category } = setup();
    const distances = screen.getAllByRole('button', { pressed: false }).map((button) => button.textContent);
    expect(distances).toEqual(['0.5 miles', '1 mile', '2 miles', '5 miles', '10 miles', '25 miles']);
    expect([...category.options].map((option) => option.textContent)).toEqual([
      'All categories',
      'Power Tools',
      'Hand Tools',
      'Lawn & Garden',
      'Construction',
      'Automotive',
      'Plumbing',
      'Electrical',
      'Painting',
      'Cleaning',
      'Generators',
      'Photography',
      'Party & Events',
    ]);
  });

  it('keeps Brand disabled until a category is chosen, then lists its brands and Other', () => {
    const { category, brand } = setup();
    expect(brand.disabled).toBe(true);
    fireEvent.change(category, { target: { value: 'generators' } });
    expect(brand.disabled).toBe(false);
    const names = [...brand.options].map((option) => option.textContent);
    expect(names[0]).toBe('Any brand');
    expect(names).toContain('Honda');
    expect(names.at(-1)).toBe('Other');
  });

  it('counts active filters, clears the brand when the category lacks it, and clears all', () => {
    const { category, brand, count } = setup();
    expect(count()).toBe('No active filters');
    fireEvent.click(screen.getByRole('button', { name: '5 miles' }));
    expect(count()).toBe('1 active filter');
    fireEvent.change(category, { target: { value: 'generators' } });
    fireEvent.change(brand, { target: { value: 'Honda' } });
    expect(count()).toBe('3 active filters');

    fireEvent.change(category, { target: { value: 'lawn-garden' } });
    expect(brand.value).toBe('Honda');
    fireEvent.change(category, { target: { value: 'photography' } });
    expect(brand.value).toBe('');
    expect(count()).toBe('2 active filters');

    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(count()).toBe('No active filters');
    expect(category.value).toBe('');
    expect(brand.disabled).toBe(true);
  });

  it('toggles a distance off when pressed again', () => {
    const { count } = setup();
    const five = screen.getByRole('button', { name: '5 miles' });
    fireEvent.click(five);
    expect(five.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(five);
    expect(five.getAttribute('aria-pressed')).toBe('false');
    expect(count()).toBe('No active filters');
  });

  it('hands the chosen filters to Apply Filters', () => {
    const { category, brand, onApply } = setup();
    fireEvent.click(screen.getByRole('button', { name: '0.5 miles' }));
    fireEvent.change(category, { target: { value: 'photography' } });
    fireEvent.change(brand, { target: { value: 'Canon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(onApply).toHaveBeenCalledWith({ distance: 0.5, category: 'photography', brand: 'Canon' });
  });

  it('starts from the applied filters', () => {
    const { category, brand, count } = setup({ distance: 10, category: 'automotive', brand: 'NOCO' });
    expect(category.value).toBe('automotive');
    expect(brand.value).toBe('NOCO');
    expect(screen.getByRole('button', { name: '10 miles' }).getAttribute('aria-pressed')).toBe('true');
    expect(count()).toBe('3 active filters');
  });
});
