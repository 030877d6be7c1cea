// The hash worker: hashes the files it is sent (a File crosses to the worker by reference, not by
// copy) and answers each request with its SHA-256, or its error.
import { sha256OfBlob } from './sha256';

interface HashRequest {
  id: number;
  blob: Blob;
}

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<HashRequest>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  const { id, blob } = event.data;
  sha256OfBlob(blob).then(
    (sha256) => scope.postMessage({ id, sha256 }),
    (error: unknown) =>
      scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};
