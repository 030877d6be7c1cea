// The tree panel's sections (TreeSection): a title too long for the panel (the sets name is the
// user's, spec 000 §1) ends with an ellipsis and shows in full in @vitrine/ui's Tooltip on keyboard
// focus or pointer rest, as the trees' rows do (issue 14); a title that fits shows none. axe runs.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import '../app.css';
import { TreeSection } from './TreeSection';

const LONG = 'Campaign selections for the regional marketing teams';

const meta = {
  title: 'app/TreeSection',
  component: TreeSection,
  parameters: { layout: 'padded' },
  args: { name: 'sets', title: LONG, setting: null, children: null },
  render: (args) => (
    // The panel's width at its narrowest (the splitter's minimum), in the app's root for its variables.
    <div className="vt-app" style={{ width: 240, height: 'auto' }}>
      <div className="vt-app__tree" style={{ display: 'flex', flexDirection: 'column' }}>
        <TreeSection {...args}>
          <p>{LONG}</p>
        </TreeSection>
        <TreeSection name="places" title="Places" setting={null}>
          <p>Places</p>
        </TreeSection>
      </div>
    </div>
  ),
} satisfies Meta<typeof TreeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A long title is cut; keyboard focus shows it in full, Escape hides it; a title that fits has none. */
export const LongTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const long = canvas.getByRole('button', { name: LONG });
    const title = long.querySelector('.vt-app__tree-section-title') as HTMLElement;
    // cut: the title's text is wider than its box
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await userEvent.tab();
    await expect(long).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // the section still toggles as before
    await expect(long).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(long).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Places' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};
