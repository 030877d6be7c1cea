// useControllableState in a real React (chromium): uncontrolled keeps its own value, controlled
// follows the host, both report every change once.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { useControllableState } from './useControllableState';

function Counter(props: { value?: number; defaultValue?: number; onChange?: (n: number) => void }) {
  const [n, setN] = useControllableState({
    value: props.value,
    defaultValue: props.defaultValue ?? 0,
    onChange: props.onChange,
  });
  return (
    <div>
      <output>{n}</output>
      <button type="button" onClick={() => setN((c) => c + 1)}>
        plus
      </button>
      <button type="button" onClick={() => setN(n)}>
        same
      </button>
      <button
        type="button"
        onClick={() => {
          setN((c) => c + 1);
          setN((c) => c + 1);
        }}
      >
        twice
      </button>
    </div>
  );
}

/** A host that takes every change. */
function Host() {
  const [value, setValue] = useState(10);
  return <Counter value={value} onChange={setValue} />;
}

describe('useControllableState', () => {
  it('uncontrolled: starts at defaultValue, keeps its value, reports each change', async () => {
    const onChange = vi.fn();
    const screen = await render(<Counter defaultValue={5} onChange={onChange} />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('5');
    await screen.getByRole('button', { name: 'plus' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('6');
    expect(onChange).toHaveBeenLastCalledWith(6);
    await screen.getByRole('button', { name: 'same' }).click();
    expect(onChange).toHaveBeenCalledTimes(1);
    await screen.getByRole('button', { name: 'twice' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('8');
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([6, 7, 8]);
  });

  it('controlled: shows the host value and changes only when the host does', async () => {
    const onChange = vi.fn();
    const screen = await render(<Counter value={3} onChange={onChange} />);
    await screen.getByRole('button', { name: 'plus' }).click();
    expect(onChange).toHaveBeenCalledWith(4);
    // The host did not take the change: the widget still shows 3.
    await expect.element(screen.getByRole('status')).toHaveTextContent('3');
    // The next change starts again from the host's value, not from the ignored 4.
    await screen.getByRole('button', { name: 'plus' }).click();
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([4, 4]);
  });

  it('controlled by a host that takes the change', async () => {
    const screen = await render(<Host />);
    await screen.getByRole('button', { name: 'plus' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('11');
  });
});
