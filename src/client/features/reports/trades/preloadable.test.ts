import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

/** An importer whose answers the test gives, one per call. */
function controlled<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const importer = () =>
    new Promise<T>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { importer, calls };
}

describe('preloadable', () => {
  it('has nothing before the module arrives, then keeps it', async () => {
    const { importer, calls } = controlled<{ name: string }>();
    const code = preloadable(importer);
    const first = code.load();
    expect(code.loaded()).toBeNull();
    calls[0]!.resolve({ name: 'dialogs' });
    await expect(first).resolves.toEqual({ name: 'dialogs' });
    expect(code.loaded()).toEqual({ name: 'dialogs' });
    await expect(code.load()).resolves.toBe(code.loaded());
    expect(calls).toHaveLength(1);
  });

  it('asks once while a load is under way', async () => {
    const { importer, calls } = controlled<number>();
    const code = preloadable(importer);
    const [a, b] = [code.load(), code.load()];
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
  });

  it('asks again at the next use after a failure', async () => {
    const { importer, calls } = controlled<number>();
    const code = preloadable(importer);
    const failed = code.load();
    calls[0]!.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(code.loaded()).toBeNull();
    const retried = code.load();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(3);
    await expect(retried).resolves.toBe(3);
    expect(code.loaded()).toBe(3);
  });
});
