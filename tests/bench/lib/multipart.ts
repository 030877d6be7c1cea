// A streaming multipart/form-data reader for the upload benchmark's server: text fields are kept,
// file parts are only counted, so a 130 MB body costs the server a few kilobytes of memory. It reads
// what fetch's FormData encoding sends (RFC 7578); it is a measuring instrument, not a product parser.

/** One part of the body. */
export interface MultipartPart {
  name: string;
  /** Set for file parts. */
  filename: string | undefined;
  /** Bytes of the part's content. */
  size: number;
  /** The content of a text field ('' for file parts, which are not kept). */
  value: string;
}

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
const MAX_HEADERS = 16 * 1024;

/** The boundary of a `multipart/form-data; boundary=…` content type, or undefined. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data')) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** Feed it the body's chunks in order with `write`, then call `end`. */
export class MultipartCounter {
  readonly parts: MultipartPart[] = [];
  /** Every boundary after the first is preceded by CRLF; the body starts with CRLF-less '--boundary'. */
  readonly #delimiter: Buffer;
  #pending: Buffer = CRLF;
  #state: 'preamble' | 'afterDelimiter' | 'headers' | 'content' | 'done' = 'preamble';
  #part: MultipartPart | undefined;
  #text: Buffer[] = [];

  constructor(boundary: string) {
    this.#delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  write(chunk: Buffer): void {
    let buffer = this.#pending.length === 0 ? chunk : Buffer.concat([this.#pending, chunk]);
    let going = true;
    while (going) {
      switch (this.#state) {
        case 'preamble': {
          const at = buffer.indexOf(this.#delimiter);
          if (at === -1) {
            buffer = buffer.subarray(Math.max(0, buffer.length - (this.#delimiter.length - 1)));
            going = false;
          } else {
            buffer = buffer.subarray(at + this.#delimiter.length);
            this.#state = 'afterDelimiter';
          }
          break;
        }
        case 'afterDelimiter': {
          if (buffer.length < 2) {
            going = false;
          } else if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
            // '--' after the delimiter: the closing boundary; an epilogue may follow and is ignored.
            this.#state = 'done';
          } else if (buffer[0] === 0x0d && buffer[1] === 0x0a) {
            buffer = buffer.subarray(2);
            this.#state = 'headers';
          } else {
            throw new Error('multipart: expected CRLF or "--" after a boundary');
          }
          break;
        }
        case 'headers': {
          const end = buffer.indexOf(HEADERS_END);
          if (end === -1) {
            if (buffer.length > MAX_HEADERS) throw new Error('multipart: part headers too long');
            going = false;
          } else {
            this.#part = readPartHeaders(buffer.subarray(0, end).toString('utf8'));
            this.#text = [];
            buffer = buffer.subarray(end + HEADERS_END.length);
            this.#state = 'content';
          }
          break;
        }
        case 'content': {
          const at = buffer.indexOf(this.#delimiter);
          if (at === -1) {
            // Keep a tail that could be the start of a delimiter cut by the chunk's end.
            const keep = Math.min(buffer.length, this.#delimiter.length - 1);
            this.#take(buffer.subarray(0, buffer.length - keep));
            buffer = buffer.subarray(buffer.length - keep);
            going = false;
          } else {
            this.#take(buffer.subarray(0, at));
            this.#finishPart();
            buffer = buffer.subarray(at + this.#delimiter.length);
            this.#state = 'afterDelimiter';
          }
          break;
        }
        case 'done': {
          buffer = buffer.subarray(buffer.length);
          going = false;
          break;
        }
      }
    }
    this.#pending = buffer;
  }

  /** Throws when the body ended before its closing boundary. */
  end(): void {
    if (this.#state !== 'done') throw new Error(`multipart: body ended in state ${this.#state}`);
  }

  /** The text fields by name (the last wins). */
  fields(): Record<string, string> {
    return Object.fromEntries(
      this.parts.filter((part) => part.filename === undefined).map((p) => [p.name, p.value]),
    );
  }

  #take(bytes: Buffer): void {
    const part = this.#part;
    if (part === undefined || bytes.length === 0) return;
    part.size += bytes.length;
    if (part.filename === undefined) this.#text.push(bytes);
  }

  #finishPart(): void {
    const part = this.#part;
    if (part === undefined) return;
    if (part.filename === undefined) part.value = Buffer.concat(this.#text).toString('utf8');
    this.parts.push(part);
    this.#part = undefined;
    this.#text = [];
  }
}

function readPartHeaders(text: string): MultipartPart {
  const disposition = text.split('\r\n').find((line) => /^content-disposition:/i.test(line)) ?? '';
  const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
  if (name === undefined) throw new Error(`multipart: a part without a name (${disposition})`);
  const filename = /;\s*filename="([^"]*)"/i.exec(disposition)?.[1];
  return { name, filename, size: 0, value: '' };
}
