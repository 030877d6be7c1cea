// The upload panel as a host embeds it (packages/uploader/README.md): the component and its sheet
// (which brings FilePond's own).
import '@vitrine/uploader/styles.css';

export { UploadPanel } from '@vitrine/uploader';
