// usePrompt(): asks the user for one line of text (create folder, set or group; rename: spec 000 §2).
import { useVitrineContext } from '../provider/context';
import type { PromptOptions } from './prompt-store';

/**
 * `prompt({ title, label, defaultValue?, validate? })` resolves with the confirmed text (as typed,
 * not trimmed), or null when the user cancels (Cancel, Escape, a click outside).
 */
export function usePrompt(): (options: PromptOptions) => Promise<string | null> {
  return useVitrineContext('usePrompt').prompts.prompt;
}
