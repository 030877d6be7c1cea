// <InfoBanner> in a real browser (Debian chromium) on the mocks (spec 000 §2 "Dismissible info
// banner", issue 15): dismissing hides that message only; a new message from the server shows again,
// the one dismissed stays hidden (after a reload too); a banner without a messageKey stays dismissed.
import { WEB_SETTINGS_STORAGE_KEY } from '@vitrine/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../styles.css';
import { renderWithMocks } from '../search/test-utils';
import { InfoBanner } from './InfoBanner';
import { DISMISSED_BANNERS_STORAGE_KEY } from './InfoBannerDismissals';

const FIRST = 'The search text has no letters or digits to search for, so it was left out.';
const SECOND = 'Only the first 1,000 of 1,200 files are listed: turn paging on to see them all.';

/** The banner as the reference app shows the server's infoMessages. */
function ServerMessages({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <InfoBanner messageKey={messages.join('\n')}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </InfoBanner>
  );
}

const storedInfoBanner = () =>
  (JSON.parse(localStorage.getItem(WEB_SETTINGS_STORAGE_KEY) ?? '{}') as { values?: { infoBanner?: boolean } })
    .values?.infoBanner;

afterEach(() => {
  localStorage.clear();
});

describe('dismissing a server message (issue 15)', () => {
  it('hides that message only: a new one shows, the dismissed one stays hidden', async () => {
    const { rerender, screen } = await renderWithMocks(<ServerMessages messages={[FIRST]} />);
    await expect.element(page.getByText(FIRST)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Dismiss' }));
    expect(page.getByText(FIRST).query()).toBeNull();
    expect(storedInfoBanner()).toBe(false);

    // A search with no message, then one with a new message: it shows.
    await rerender(<ServerMessages messages={[]} />);
    await rerender(<ServerMessages messages={[SECOND]} />);
    await expect.element(page.getByText(SECOND)).toBeVisible();
    // The setting says the banner shows again.
    await expect.poll(storedInfoBanner).toBe(true);

    // The first message again: still dismissed.
    await rerender(<ServerMessages messages={[FIRST]} />);
    expect(page.getByText(FIRST).query()).toBeNull();
    expect(JSON.parse(localStorage.getItem(DISMISSED_BANNERS_STORAGE_KEY) ?? '[]')).toEqual([FIRST]);

    // A fresh page (a reload): still dismissed, the other still shows.
    await screen.unmount();
    const again = await renderWithMocks(<ServerMessages messages={[FIRST]} />);
    expect(page.getByText(FIRST).query()).toBeNull();
    await again.rerender(<ServerMessages messages={[SECOND]} />);
    await expect.element(page.getByText(SECOND)).toBeVisible();
  });

  it("a banner without a messageKey (the host's own text) stays dismissed", async () => {
    const { rerender } = await renderWithMocks(<InfoBanner>Welcome to the library.</InfoBanner>);
    await userEvent.click(page.getByRole('button', { name: 'Dismiss' }));
    await rerender(<InfoBanner>New: files can now be grouped by date taken.</InfoBanner>);
    expect(page.getByText('New: files can now be grouped by date taken.').query()).toBeNull();
    expect(storedInfoBanner()).toBe(false);
  });
});
