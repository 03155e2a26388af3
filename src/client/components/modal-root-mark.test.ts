import { describe, expect, it } from 'vitest';
import { createRootMark, type MarkableElement } from './modal-root-mark';

function fakeRoot(): MarkableElement & { pointerEvents: () => string | undefined } {
  const values = new Map<string, string>();
  return {
    style: {
      setProperty: (name: string, value: string | null) => void values.set(name, value ?? ''),
      removeProperty: (name: string) => {
        const old = values.get(name) ?? '';
        values.delete(name);
        return old;
      },
    },
    pointerEvents: () => values.get('pointer-events'),
  };
}

describe('the app root mark while modals are open', () => {
  it('is put on when a modal opens and taken off when it closes', () => {
    const root = fakeRoot();
    const mark = createRootMark(() => root);
    expect(root.pointerEvents()).toBeUndefined();
    mark.open();
    expect(root.pointerEvents()).toBe('auto');
    mark.close();
    expect(root.pointerEvents()).toBeUndefined();
  });

  it('stays on while a nested modal is still open', () => {
    const root = fakeRoot();
    const mark = createRootMark(() => root);
    mark.open();
    mark.open();
    mark.close();
    expect(root.pointerEvents()).toBe('auto');
    mark.close();
    expect(root.pointerEvents()).toBeUndefined();
  });

  it('does not count a close with nothing open, so the next modal still marks and unmarks', () => {
    const root = fakeRoot();
    const mark = createRootMark(() => root);
    mark.close();
    mark.open();
    expect(root.pointerEvents()).toBe('auto');
    mark.close();
    expect(root.pointerEvents()).toBeUndefined();
  });

  it('does nothing when the page has no app root', () => {
    const mark = createRootMark(() => null);
    expect(() => {
      mark.open();
      mark.close();
    }).not.toThrow();
  });
});
