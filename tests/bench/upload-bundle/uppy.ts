// Uppy as its docs set up a dashboard with resumable uploads: core, the inline Dashboard, tus.
import Uppy from '@uppy/core';
import Dashboard from '@uppy/dashboard';
import Tus from '@uppy/tus';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';

/** Mounts a dashboard into `target` that sends files to a tus `endpoint`. */
export function mountUppy(target: HTMLElement, endpoint: string) {
  return new Uppy().use(Dashboard, { inline: true, target }).use(Tus, { endpoint });
}
