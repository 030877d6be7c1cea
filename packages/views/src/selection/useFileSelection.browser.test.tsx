// The file selection in a real browser (Debian chromium): a click selects one file, Ctrl or Cmd
// toggles, Shift selects the range from the anchor, Ctrl/Cmd + Shift adds it; the same from the
// keyboard (Space with the modifiers); select all and clear; controlled and uncontrolled; and only
// the files whose state changed render again (the selector hooks over the external store).
import { memo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  type FileSelection,
  FileSelectionProvider,
  useFileSelection,
  useFileSelectionContext,
  useIsFileSelected,
  useSelectedFileIds,
} from './useFileSelection';

const IDS = [101, 102, 103, 104, 105, 106];
const renders = new Map<number, number>();

/** One file of the harness list: an option that reads only its own selected state. */
const Item = memo(function Item({ id, selection }: { id: number; selection: FileSelection }) {
  const selected = useIsFileSelected(selection, id);
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return (
    <div
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      onClick={(event) => selection.selectFromEvent(id, event)}
      onKeyDown={(event) => {
        if (event.key === ' ') {
          event.preventDefault();
          selection.selectFromEvent(id, event);
        }
      }}
    >
      File {id}
    </div>
  );
});

function Count() {
  const selection = useFileSelectionContext();
  const selected = useSelectedFileIds(selection);
  return <output aria-label="Selected">{selected.join(',')}</output>;
}

function Harness(props: {
  value?: readonly number[];
  defaultValue?: readonly number[];
  onValueChange?: (ids: readonly number[]) => void;
}) {
  const selection = useFileSelection({ ids: IDS, ...props });
  return (
    <FileSelectionProvider selection={selection}>
      <div role="listbox" aria-label="Files" aria-multiselectable="true">
        {IDS.map((id) => (
          <Item key={id} id={id} selection={selection} />
        ))}
      </div>
      <button type="button" onClick={selection.selectAll}>
        Select all
      </button>
      <button type="button" onClick={selection.clear}>
        Clear
      </button>
      <Count />
    </FileSelectionProvider>
  );
}

/** A host that controls the selection and refuses to select 106. */
function RefusingHost({ asked }: { asked: (readonly number[])[] }) {
  const [value, setValue] = useState<readonly number[]>([102]);
  return (
    <Harness
      value={value}
      onValueChange={(ids) => {
        asked.push(ids);
        if (!ids.includes(106)) setValue(ids);
      }}
    />
  );
}

const file = (id: number) => page.getByRole('option', { name: `File ${id}` });
const selected = () => page.getByRole('status', { name: 'Selected' }).element().textContent;
async function expectSelected(ids: number[]) {
  await expect.poll(selected).toBe(ids.join(','));
  for (const id of IDS) {
    await expect.element(file(id)).toHaveAttribute('aria-selected', String(ids.includes(id)));
  }
}

describe('pointer with modifiers', () => {
  it('click, Ctrl/Cmd toggles, Shift ranges from the anchor, Ctrl/Cmd + Shift adds the range', async () => {
    const onValueChange = vi.fn();
    await render(<Harness onValueChange={onValueChange} />);

    await file(102).click();
    await expectSelected([102]);
    await file(105).click({ modifiers: ['Shift'] });
    await expectSelected([102, 103, 104, 105]);
    // The anchor stays: a second Shift click moves only the end.
    await file(103).click({ modifiers: ['Shift'] });
    await expectSelected([102, 103]);
    await file(106).click({ modifiers: ['ControlOrMeta'] });
    await expectSelected([102, 103, 106]);
    await file(102).click({ modifiers: ['ControlOrMeta'] });
    await expectSelected([103, 106]);
    // The last Ctrl/Cmd click (102) is the anchor; Ctrl/Cmd + Shift adds 102…104.
    await file(104).click({ modifiers: ['ControlOrMeta', 'Shift'] });
    await expectSelected([103, 106, 102, 104]);
    await file(101).click();
    await expectSelected([101]);
    expect(onValueChange).toHaveBeenLastCalledWith([101]);
  });

  it('select all and clear', async () => {
    await render(<Harness defaultValue={[103]} />);
    await expectSelected([103]);
    await page.getByRole('button', { name: 'Select all' }).click();
    await expectSelected(IDS);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expectSelected([]);
    // Shift after clear has no anchor: it selects the one file.
    await file(104).click({ modifiers: ['Shift'] });
    await expectSelected([104]);
  });
});

describe('keyboard with modifiers', () => {
  it('Space selects, Ctrl+Space toggles, Shift+Space selects the range', async () => {
    await render(<Harness />);
    (file(101).element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expectSelected([101]);
    (file(103).element() as HTMLElement).focus();
    await userEvent.keyboard('{Control>} {/Control}');
    await expectSelected([101, 103]);
    (file(105).element() as HTMLElement).focus();
    await userEvent.keyboard('{Shift>} {/Shift}');
    await expectSelected([103, 104, 105]);
    (file(106).element() as HTMLElement).focus();
    await userEvent.keyboard('{Meta>} {/Meta}');
    await expectSelected([103, 104, 105, 106]);
  });
});

describe('controlled and uncontrolled (value / defaultValue / onValueChange)', () => {
  it('controlled: the host decides; a change it refuses is not shown', async () => {
    const asked: (readonly number[])[] = [];
    await render(<RefusingHost asked={asked} />);
    await expectSelected([102]);
    await file(104).click({ modifiers: ['Shift'] });
    // No anchor yet (nothing was clicked): Shift selects the file.
    await expectSelected([104]);
    await file(106).click({ modifiers: ['ControlOrMeta'] });
    expect(asked.at(-1)).toEqual([104, 106]);
    await expectSelected([104]);
  });

  it('only the files whose state changed render again', async () => {
    await render(<Harness />);
    await file(101).click();
    await expectSelected([101]);
    const before = new Map(renders);
    await file(103).click();
    await expectSelected([103]);
    const again = IDS.filter((id) => (renders.get(id) ?? 0) > (before.get(id) ?? 0));
    expect(again).toEqual([101, 103]);
  });
});
