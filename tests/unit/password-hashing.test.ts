import { describe, expect, it } from 'vitest';
import { oneAtATime, queuedPasswordHashing } from '../../infra/auth/password-hashing.ts';

describe('password hashing', () => {
  it('runs queued work one at a time, in order, and goes on after a failure', async () => {
    const queue = oneAtATime();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number, fail = false) =>
      queue(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        order.push(n);
        running -= 1;
        if (fail) throw new Error(`task ${n} failed`);
        return n;
      });
    const results = await Promise.allSettled([work(1), work(2, true), work(3), work(4)]);
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  });

  it('keeps better-auth’s hash format: a hash verifies its password and no other, also when several wait', async () => {
    const hash = await queuedPasswordHashing.hash('Správne-heslo-42');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const checks = await Promise.all([
      queuedPasswordHashing.verify({ hash, password: 'Správne-heslo-42' }),
      queuedPasswordHashing.verify({ hash, password: 'nesprávne-heslo' }),
      queuedPasswordHashing.verify({ hash, password: 'Správne-heslo-42' }),
    ]);
    expect(checks).toEqual([true, false, true]);
  });
});
