// The configured provider (ServerOptions.recognizer), made once on first use: the built-in model,
// a provider given as an object, or a module's createRecognitionProvider() (a hosted service).
import { builtinRecognizer } from './builtin';
import { providerFromModule, type RecognitionProvider } from './provider';

export function recognitionProviderOf(
  option: string | RecognitionProvider,
): () => Promise<RecognitionProvider> {
  let made: Promise<RecognitionProvider> | null = null;
  return () => {
    made ??= (async () => {
      if (typeof option !== 'string') return option;
      if (option === 'builtin') return builtinRecognizer();
      if (option === 'off') throw new Error('object recognition is off on this server');
      return providerFromModule(option);
    })();
    const current = made;
    current.catch(() => {
      if (made === current) made = null;
    });
    return current;
  };
}
