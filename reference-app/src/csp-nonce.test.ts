// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nonceNewStyleElements } from './csp-nonce';

function fakeDocument() {
  const created: { tagName: string; attributes: Map<string, string> }[] = [];
  const doc = {
    createElement(tagName: string) {
      const element = {
        tagName,
        attributes: new Map<string, string>(),
        setAttribute(name: string, value: string) {
          element.attributes.set(name, value);
        },
      };
      created.push(element);
      return element;
    },
  };
  return { doc: doc as unknown as Document, created };
}

describe('nonceNewStyleElements (the CSP nonce on injected stylesheets, issue 17)', () => {
  it('gives created <style> elements the nonce before they are inserted, and nothing else', () => {
    const { doc, created } = fakeDocument();
    nonceNewStyleElements(doc, 'abc');
    doc.createElement('style');
    doc.createElement('div');
    expect(created.map((element) => element.attributes.get('nonce'))).toEqual(['abc', undefined]);
  });
  it('wraps a document once', () => {
    const { doc } = fakeDocument();
    nonceNewStyleElements(doc, 'abc');
    const wrapped = doc.createElement;
    nonceNewStyleElements(doc, 'xyz');
    expect(doc.createElement).toBe(wrapped);
  });
});
