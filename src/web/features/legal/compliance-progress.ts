export interface ChecklistProgress {
  complete: number;
  total: number;
  /** Whole percent, 0..100; 0 for an empty checklist. */
  percent: number;
}

/** How far a checklist is done: counts and a whole-number percentage for the progress bar. */
export function checklistProgress(items: readonly { complete: boolean }[]): ChecklistProgress {
  const total = items.length;
  const complete = items.filter((item) => item.complete).length;
  const percent = total === 0 ? 0 : Math.round((complete / total) * 100);
  return { complete, total, percent };
}
