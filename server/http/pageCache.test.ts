import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './pageCache';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding(['deflate', 'BR'])).toBe('br');
  });
});
