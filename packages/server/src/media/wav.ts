// RIFF WAVE: the format chunk, the length, and the LIST/INFO tags (INAM title, IART artist…). Only the
// chunk headers, `fmt ` and `LIST` are read: a file's sample data is skipped, wherever the tags are.
import { open } from 'node:fs/promises';

/** The RIFF INFO tags the gallery maps, by the field they fill. */
export const WAV_INFO_TAGS = {
  title: 'INAM',
  author: 'IART',
  subject: 'ISBJ',
  description: 'ICMT',
  keywords: 'IKEY',
  date: 'ICRD',
  copyright: 'ICOP',
  genre: 'IGNR',
  software: 'ISFT',
} as const;

/** A LIST/INFO chunk larger than this is not read (tags are short; this bounds memory). */
const MAX_INFO_BYTES = 1024 * 1024;

/** What a WAV file says about itself. */
export interface WavInfo {
  /** 1 = PCM integer, 3 = IEEE float, 0xFFFE = extensible. */
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** Bytes of sample data (the `data` chunk). */
  dataBytes: number;
  durationSeconds: number;
  /** LIST/INFO tags by their four-letter id (e.g. INAM), as UTF-8 text. */
  info: Record<string, string>;
}

type ReadAt = (offset: number, length: number) => Promise<Buffer>;

function parseInfoList(list: Buffer, info: Record<string, string>): void {
  let tag = 4; // after 'INFO'
  while (tag + 8 <= list.length) {
    const tagId = list.toString('latin1', tag, tag + 4);
    const tagSize = list.readUInt32LE(tag + 4);
    info[tagId] = list
      .toString('utf8', tag + 8, Math.min(tag + 8 + tagSize, list.length))
      .replace(/\0+$/, '');
    tag += 8 + tagSize + (tagSize % 2);
  }
}

async function walkWav(readAt: ReadAt, fileSize: number): Promise<WavInfo | undefined> {
  const header = await readAt(0, 12);
  if (header.toString('latin1', 0, 4) !== 'RIFF' || header.toString('latin1', 8, 12) !== 'WAVE')
    return undefined;
  let format: Pick<WavInfo, 'audioFormat' | 'channels' | 'sampleRate' | 'bitsPerSample'> | undefined;
  let dataBytes: number | undefined;
  const info: Record<string, string> = {};
  let offset = 12;
  while (offset + 8 <= fileSize) {
    const chunk = await readAt(offset, 8);
    if (chunk.length < 8) break;
    const id = chunk.toString('latin1', 0, 4);
    const size = chunk.readUInt32LE(4);
    const body = offset + 8;
    if (id === 'fmt ' && size >= 16) {
      const fmt = await readAt(body, 16);
      if (fmt.length < 16) break;
      format = {
        audioFormat: fmt.readUInt16LE(0),
        channels: fmt.readUInt16LE(2),
        sampleRate: fmt.readUInt32LE(4),
        bitsPerSample: fmt.readUInt16LE(14),
      };
    } else if (id === 'data') {
      dataBytes = Math.min(size, fileSize - body);
    } else if (id === 'LIST' && size >= 4 && size <= MAX_INFO_BYTES) {
      const list = await readAt(body, size);
      if (list.toString('latin1', 0, 4) === 'INFO') parseInfoList(list, info);
    }
    offset = body + size + (size % 2); // chunks are padded to an even length
  }
  if (format === undefined || dataBytes === undefined) return undefined;
  const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
  return { ...format, dataBytes, durationSeconds: bytesPerSecond > 0 ? dataBytes / bytesPerSecond : 0, info };
}

/** Reads the header and INFO tags of a RIFF WAVE (bytes or a file path); undefined when it is not one. */
export async function readWavInfo(input: Buffer | string): Promise<WavInfo | undefined> {
  if (typeof input !== 'string') {
    return walkWav(async (offset, length) => input.subarray(offset, offset + length), input.length);
  }
  const handle = await open(input, 'r');
  try {
    const { size } = await handle.stat();
    return await walkWav(async (offset, length) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
      return buffer.subarray(0, bytesRead);
    }, size);
  } finally {
    await handle.close();
  }
}
