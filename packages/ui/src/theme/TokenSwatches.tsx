// The swatch page of the theme tokens (Storybook and docs/theming.md): each token with its value as
// the browser resolves it under the current theme.
import { useLayoutEffect, useRef, useState } from 'react';
import { THEME_TOKENS } from './tokens';

/** Lists every `--vt-*` token with a sample and its resolved value. */
export function TokenSwatches() {
  const list = useRef<HTMLUListElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const style = getComputedStyle(element);
    setValues(
      Object.fromEntries(THEME_TOKENS.map(({ name }) => [name, style.getPropertyValue(name).trim()])),
    );
  }, []);
  return (
    <ul ref={list} className="vt-ui__swatches" aria-label="Theme tokens">
      {THEME_TOKENS.map(({ name, kind }) => (
        <li key={name} className="vt-ui__swatch" data-token={name} data-kind={kind}>
          {kind === 'color' ? (
            <span className="vt-ui__swatch-chip" style={{ background: `var(${name})` }} aria-hidden />
          ) : null}
          <span>
            <span className="vt-ui__swatch-name">{name}</span>
            <br />
            <span data-testid="value">{values[name] ?? ''}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
