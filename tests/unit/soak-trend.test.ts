import { describe, expect, it } from 'vitest';
import { rssMb, slopePerMinute } from '../../bench/soak.ts';

describe('soak: the RSS trend', () => {
  it('is the least-squares slope in MB per minute: flat with noise is near zero, a leak is its rate', () => {
    const flat = Array.from({ length: 60 }, (_, i) => ({ at: i * 5, mb: 420 + (i % 2 ? 15 : -15) }));
    expect(Math.abs(slopePerMinute(flat))).toBeLessThan(1);
    const leak = Array.from({ length: 60 }, (_, i) => ({ at: i * 5, mb: 300 + i * 0.5 }));
    expect(slopePerMinute(leak)).toBeCloseTo(6, 5);
    expect(slopePerMinute([{ at: 0, mb: 400 }])).toBe(0);
  });

  it("reads a process's resident set from /proc", () => {
    const mb = rssMb(process.pid);
    expect(mb).toBeGreaterThan(10);
    expect(mb).toBeLessThan(process.memoryUsage().rss / 2 ** 20 + 50);
  });
});
