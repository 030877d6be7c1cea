// <RecognitionControl> on the mocks (issue 18; spec 000 §4, spec 001 §4, §6, §9): every state of an
// image (nothing yet, awaiting and polled, recognised labels, failed, without edit permission) and the
// flows (consent accepted: queued, polled every 2 s until nothing is processing; consent declined:
// the refusal sent, nothing queued). Labels are data: a hostile label stays text.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { RecognitionControl } from './RecognitionControl';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { FileViewer } from '@vitrine/viewer';
import '@vitrine/ui/styles.css';
import '@vitrine/viewer/styles.css';

// The viewer shows it in its toolbar for a single image: the state always, the action with
// editData while recognition is enabled (GET /api/config/globalsettings) and the server has it.
<VitrineProvider client={createVitrineClient()}>
  <FileViewer imageId={id} onClose={close} />
</VitrineProvider>`;

const meta = {
  title: 'viewer/RecognitionControl',
  component: RecognitionControl,
  tags: ['autodocs'],
  args: { image: { id: 1, recognizedLabels: [] }, canRecognize: true, onSettled: fn() },
  decorators: [
    (Story) => (
      <div className="vt-viewer__actions" style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { source: { code: usage } } },
} satisfies Meta<typeof RecognitionControl>;

export default meta;
type Story = StoryObj<typeof meta>;

const HOSTILE = '<img src=x onerror=alert(1)>';
const body = () => within(document.body);

/** Answers each status poll in turn (processing true, then false), counting the polls. */
function statusSequence(answers: boolean[]) {
  const polls = { count: 0 };
  const handler = http.post('*/api/recognition/multi-status', async ({ request }) => {
    const { imageIds } = (await request.clone().json()) as { imageIds: number[] };
    const processing = answers[Math.min(polls.count, answers.length - 1)] ?? false;
    polls.count += 1;
    return HttpResponse.json({ images: imageIds.map((imageId) => ({ imageId, processing })) });
  });
  return { polls, handler };
}

/** Nothing recognised yet: the action, no state. */
export const NotRecognised: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Recognize objects' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

const waiting = statusSequence([true]);
/** Awaiting: the state says so, the action waits, the status is polled (every 2 s). */
export const Awaiting: Story = {
  args: { image: { id: 1, awaitingRecognition: true, recognizedLabels: [] } },
  parameters: { msw: { handlers: [waiting.handler] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Awaiting recognition');
    await expect(canvas.getByRole('button', { name: 'Recognize objects' })).toBeDisabled();
    await waitFor(() => expect(waiting.polls.count).toBeGreaterThan(0));
  },
};

const finishing = statusSequence([true, false]);
/** Awaiting, then done on the second poll (2 s later): the host is told once, to reload the labels. */
export const AwaitingThenDone: Story = {
  args: { image: { id: 1, awaitingRecognition: true, recognizedLabels: [] } },
  parameters: { msw: { handlers: [finishing.handler] } },
  play: async ({ args }) => {
    finishing.polls.count = 0;
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledTimes(1), { timeout: 6000 });
    await expect(finishing.polls.count).toBe(2);
  },
};

/** Recognised: the labels, as text (a hostile label stays text). */
export const Recognised: Story = {
  args: { image: { id: 1, recognizedLabels: ['Person', 'Dog', HOSTILE] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(`Recognised labels: Person, Dog, ${HOSTILE}`);
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Failed (spec 000 §8: "other failures mark the image as failed"); it may be asked again. */
export const Failed: Story = {
  args: { image: { id: 1, failedRecognition: true, recognizedLabels: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Recognition failed');
    await expect(canvas.getByRole('button', { name: 'Recognize objects' })).toBeEnabled();
  },
};

/** Without edit permission (or recognition off): the state only, no action (spec 001 §6). */
export const StateOnly: Story = {
  args: { image: { id: 1, recognizedLabels: ['Bicycle'] }, canRecognize: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Recognised labels: Bicycle');
  },
};

const consentAnswers: unknown[] = [];
let consented = false;
const consentFlow = [
  http.post('*/api/recognition/consent', async ({ request }) => {
    const { isAllowed } = (await request.clone().json()) as { isAllowed: boolean };
    consentAnswers.push({ isAllowed });
    consented = isAllowed;
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('*/api/recognize/', async ({ request }) => {
    const { ids } = (await request.clone().json()) as { ids: number[] };
    return HttpResponse.json(
      consented
        ? { enqueued: true, counter: 0, imageId: ids[0] ?? null, labels: [], requiresConsent: false }
        : { requiresConsent: true },
    );
  }),
];
const afterConsent = statusSequence([true]);

/** requiresConsent: the AI consent dialog; Accept records it, the image is queued and polled. */
export const ConsentAccepted: Story = {
  parameters: { msw: { handlers: [...consentFlow, afterConsent.handler] } },
  play: async ({ canvasElement }) => {
    consentAnswers.length = 0;
    consented = false;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Recognize objects' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName('AI object recognition');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(consentAnswers).toEqual([{ isAllowed: true }]));
    await waitFor(() =>
      expect(
        body().getAllByText('The selected files have been queued for object recognition.').length,
      ).toBeGreaterThan(0),
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Awaiting recognition'));
    await waitFor(() => expect(afterConsent.polls.count).toBeGreaterThan(0));
  },
};

/** Declined: the refusal is sent ({isAllowed: false}), nothing is queued (spec 001 §4). */
export const ConsentDeclined: Story = {
  parameters: { msw: { handlers: consentFlow } },
  play: async ({ canvasElement }) => {
    consentAnswers.length = 0;
    consented = false;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Recognize objects' }));
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(consentAnswers).toEqual([{ isAllowed: false }]));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
