export {
  RecognitionControl,
  type RecognitionControlProps,
  type RecognitionImage,
  type RecognitionState,
  recognitionStateOf,
} from './RecognitionControl';
