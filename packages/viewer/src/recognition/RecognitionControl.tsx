// The viewer's object recognition (issue 18; spec 000 §4 "Recognition on an image: awaiting, then
// recognised labels or failed. A consent-required reply opens a terms dialog (Accept or Decline)";
// spec 001 §4, §6, §9): a toolbar button, offered for a single recognizable image with editData
// while recognition is enabled and the server has it, and the image's state beside it: awaiting
// (polled every 2 s, at most 100 times, until nothing is processing), the recognised labels, or
// failed. The consent dialog: Accept records consent and asks again, Decline records the refusal
// (the option turns off), closing it records nothing. Labels are data: rendered as text.

import { useQueryClient } from '@tanstack/react-query';
import type { ImageSummary } from '@vitrine/api-client';
import { RECOGNITION_AWAITING_CUSTOM_MODEL } from '@vitrine/core';
import {
  IconButton,
  IconRecognize,
  serverMessageOf,
  useClient,
  useConfirmChoice,
  useRecognitionPolling,
  useReportError,
  useT,
  useToast,
} from '@vitrine/ui';
import { useState } from 'react';
import { answerRecognitionConsent, recognizeImage } from './api';

/** What the control reads of the image (its details or its summary). */
export type RecognitionImage = Pick<ImageSummary, 'id'> &
  Partial<Pick<ImageSummary, 'awaitingRecognition' | 'failedRecognition' | 'recognizedLabels'>>;

/** The state the control shows. */
export type RecognitionState = 'awaiting' | 'failed' | 'recognised' | 'none';

/** spec 000 §4: awaiting first, then failed, then the labels. */
export function recognitionStateOf(image: RecognitionImage): RecognitionState {
  if (image.awaitingRecognition) return 'awaiting';
  if (image.failedRecognition) return 'failed';
  if ((image.recognizedLabels ?? []).length > 0) return 'recognised';
  return 'none';
}

export interface RecognitionControlProps {
  image: RecognitionImage;
  /** Offer the button: recognition enabled, the server has it, editData, a recognizable image. */
  canRecognize: boolean;
  /** Called when nothing is processing any more (reload the details and the search). */
  onSettled?: () => void;
}

export function RecognitionControl({ image, canRecognize, onSettled }: RecognitionControlProps) {
  const t = useT();
  const client = useClient();
  const toast = useToast();
  const choose = useConfirmChoice();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  const [requested, setRequested] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const state = requested === image.id ? 'awaiting' : recognitionStateOf(image);
  const settle = () => {
    setRequested(null);
    if (onSettled) onSettled();
    else void queryClient.invalidateQueries({ queryKey: ['vitrine'] });
  };
  const polling = useRecognitionPolling([image.id], {
    enabled: state === 'awaiting',
    onSettled: settle,
  });

  const ask = async (): Promise<'consent' | 'queued' | 'stop'> => {
    try {
      const answer = await recognizeImage(client, image.id);
      if (answer.requiresConsent === true) return 'consent';
      if ((answer.counter ?? 0) > 0) toast.success(t('recognition.started', { n: answer.counter ?? 0 }));
      else if (answer.enqueued) toast.info(t('recognition.enqueued'));
      return 'queued';
    } catch (error) {
      // spec 000 §8: 'Awaiting custom model' means accepted; it may take 10-15 minutes.
      if (serverMessageOf(error) === RECOGNITION_AWAITING_CUSTOM_MODEL) {
        toast.info(t('recognition.awaitingCustomModel'));
        return 'stop';
      }
      reportError(error);
      return 'stop';
    }
  };

  const recognize = async () => {
    setBusy(true);
    try {
      let outcome = await ask();
      if (outcome === 'consent') {
        const choice = await choose({
          title: t('recognition.consentTitle'),
          message: t('recognition.consentMessage'),
          confirmLabel: t('common.accept'),
          cancelLabel: t('common.decline'),
        });
        if (choice === 'dismiss') return;
        try {
          await answerRecognitionConsent(client, choice === 'confirm');
        } catch (error) {
          reportError(error);
          return;
        }
        if (choice !== 'confirm') return;
        outcome = await ask();
      }
      if (outcome === 'queued') setRequested(image.id);
    } finally {
      setBusy(false);
    }
  };

  const labels = image.recognizedLabels ?? [];
  const text =
    state === 'awaiting'
      ? t('recognition.awaiting')
      : state === 'failed'
        ? t('recognition.failed')
        : state === 'recognised'
          ? t('recognition.labels', { labels: labels.join(', ') })
          : null;
  // Nothing to say and nothing to offer: nothing in the toolbar.
  if (!canRecognize && text === null) return null;
  return (
    <span
      className="vt-viewer__recognition"
      data-state={state}
      data-polling={polling.polling ? 'true' : 'false'}
    >
      {canRecognize ? (
        <IconButton
          label={t('recognition.action')}
          icon={<IconRecognize aria-hidden />}
          disabled={busy || state === 'awaiting'}
          onClick={() => void recognize()}
        />
      ) : null}
      <span className="vt-viewer__recognition-state" role="status">
        {text}
      </span>
    </span>
  );
}
