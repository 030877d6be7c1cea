// A real WAV for the demo library: a short seeded melody (16-bit PCM, mono) with RIFF INFO tags.

import type { Random } from '@vitrine/core';
import { WAV_INFO_TAGS } from '../media/wav';

/** The sample rate of the demo audio. */
export const DEMO_AUDIO_SAMPLE_RATE = 22_050;

/** Tags written into the LIST/INFO chunk. */
export interface WavTags {
  title?: string;
  author?: string;
  subject?: string;
  description?: string;
  /** Joined with '; ' into IKEY. */
  keywords?: readonly string[];
  /** 'YYYY-MM-DD' (ICRD). */
  date?: string;
  copyright?: string;
  genre?: string;
  software?: string;
}

function chunk(id: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body, body.length % 2 === 1 ? Buffer.from([0]) : Buffer.alloc(0)]);
}

function infoList(tags: WavTags): Buffer {
  const entries: [string, string | undefined][] = [
    [WAV_INFO_TAGS.title, tags.title],
    [WAV_INFO_TAGS.author, tags.author],
    [WAV_INFO_TAGS.subject, tags.subject],
    [WAV_INFO_TAGS.description, tags.description],
    [WAV_INFO_TAGS.keywords, tags.keywords?.join('; ')],
    [WAV_INFO_TAGS.date, tags.date],
    [WAV_INFO_TAGS.copyright, tags.copyright],
    [WAV_INFO_TAGS.genre, tags.genre],
    [WAV_INFO_TAGS.software, tags.software],
  ];
  const parts = entries
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([id, text]) => chunk(id, Buffer.from(`${text}\0`, 'utf8')));
  return chunk('LIST', Buffer.concat([Buffer.from('INFO', 'latin1'), ...parts]));
}

/** A RIFF WAVE file of 16-bit PCM mono samples (each in -1..1) with INFO tags. */
export function encodeWav(samples: Float32Array, sampleRate: number, tags: WavTags = {}): Buffer {
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0); // PCM
  fmt.writeUInt16LE(1, 2); // mono
  fmt.writeUInt32LE(sampleRate, 4);
  fmt.writeUInt32LE(sampleRate * 2, 8); // bytes per second
  fmt.writeUInt16LE(2, 12); // block align
  fmt.writeUInt16LE(16, 14); // bits per sample
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32_767), index * 2);
  });
  const body = Buffer.concat([
    Buffer.from('WAVE', 'latin1'),
    chunk('fmt ', fmt),
    chunk('data', data),
    infoList(tags),
  ]);
  return chunk('RIFF', body);
}

/** A bell-like melody: seeded notes of a pentatonic scale, each with a decaying envelope. */
export function synthesiseMelody(
  random: Random,
  seconds: number,
  sampleRate = DEMO_AUDIO_SAMPLE_RATE,
): Float32Array {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  const scale = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25, 587.33];
  const noteSeconds = 0.4;
  const noteCount = Math.floor(seconds / noteSeconds);
  for (let note = 0; note < noteCount; note += 1) {
    const frequency = random.pick(scale);
    const start = Math.round(note * noteSeconds * sampleRate);
    const length = Math.min(samples.length - start, Math.round(noteSeconds * 2 * sampleRate));
    for (let offset = 0; offset < length; offset += 1) {
      const t = offset / sampleRate;
      const envelope = Math.exp(-4 * t) * Math.min(1, t * 200);
      const tone =
        Math.sin(2 * Math.PI * frequency * t) +
        0.4 * Math.sin(2 * Math.PI * frequency * 2 * t) +
        0.15 * Math.sin(2 * Math.PI * frequency * 3 * t);
      samples[start + offset] = (samples[start + offset] ?? 0) + 0.3 * envelope * tone;
    }
  }
  return samples;
}
