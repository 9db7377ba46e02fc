import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { expect, it } from 'vitest';
import { AfterPaint } from './after-load';

/** Whether the lower part was in the document when each first render was committed (before paint). */
const inFirstRender: boolean[] = [];

function Top() {
  useLayoutEffect(() => {
    inFirstRender.push(screen.queryByText('Lower part') !== null);
  }, []);
  return <p>Top part</p>;
}

function Page() {
  return (
    <>
      <Top />
      <AfterPaint>
        <p>Lower part</p>
      </AfterPaint>
    </>
  );
}

it("draws the first page's lower part after its first paint, and a later page's at once", () => {
  const first = render(<Page />);
  // Its effects have run (the paint is over): the lower part is there.
  expect(screen.getByText('Lower part')).toBeTruthy();
  first.unmount();

  // Coming back to a page: whole at once, so a restored scroll position is not cut short.
  render(<Page />);
  expect(inFirstRender).toEqual([false, true]);
});
