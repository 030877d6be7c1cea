// @vitrine/server seed: the demo library's real files and their manifest (no database, no HTTP).
// The server's first start writes them with generateDemoLibrary and files each where its manifest
// entry says; see README.md.
export { DEMO_AUDIO_SAMPLE_RATE, encodeWav, synthesiseMelody, type WavTags } from './audio';
export {
  DEMO_AUTHORS,
  DEMO_CAMERAS,
  DEMO_PLACES,
  DEMO_ROOT_FOLDER,
  DEMO_SUBJECTS,
  type DemoImagePlan,
  type DemoMetadata,
  type DemoPlace,
  planDemoImages,
} from './catalogue';
export {
  DEMO_IMAGE_COUNT,
  DEMO_SEED,
  type DemoFile,
  type DemoFileKind,
  type DemoLibraryManifest,
  type DemoLibraryOptions,
  generateDemoLibrary,
  renderDemoImage,
} from './generate';
export { DEMO_VIDEO, type DemoVideoInfo, findFfmpeg } from './video';
