import { describe, expect, it } from 'vitest';
import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  it('resumes in a later task, not in the microtasks of the running one', async () => {
    let resumed = false;
    const yielded = yieldToMain().then(() => {
      resumed = true;
    });
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(resumed).toBe(false);
    await yielded;
    expect(resumed).toBe(true);
  });
});
