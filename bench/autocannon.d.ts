// Minimal typing for the parts of autocannon the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number };
  type Result = { requests: Histogram; latency: Histogram; non2xx: number };
  const autocannon: (opts: { url: string; connections?: number; duration?: number }) => Promise<Result>;
  export default autocannon;
}
