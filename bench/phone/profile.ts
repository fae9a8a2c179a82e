/**
 * The slow network a participant's phone is measured on, and how it becomes Chrome DevTools
 * Protocol parameters. One named profile, so every figure in docs/BENCHMARKS.md says which.
 */

export interface ThrottleProfile {
  name: string;
  /** Where the figures come from, printed with every run. */
  source: string;
  /** Added to every request's round trip, ms. */
  latencyMs: number;
  downloadBitsPerSecond: number;
  uploadBitsPerSecond: number;
  /** How many times slower than this machine the phone's CPU is. */
  cpuSlowdown: number;
}

/**
 * "Fast 3G": DevTools' former preset, the mobile throttling of Lighthouse ("mobileSlow4G") and of
 * PageSpeed Insights. The 150 ms / 1.6 Mbps / 750 kbps of a slow real link, adjusted as
 * DevTools' request-level throttling needs (latency × 3.75, throughput × 0.9), and a CPU 4× slower.
 */
export const FAST_3G: ThrottleProfile = {
  name: 'Fast 3G',
  source: "DevTools' former preset; Lighthouse mobile throttling (150 ms RTT × 3.75, 1.6 Mbps / 750 kbps × 0.9, CPU 4×)",
  latencyMs: 150 * 3.75,
  downloadBitsPerSecond: 1.6 * 1024 * 0.9 * 1000,
  uploadBitsPerSecond: 750 * 1024 * 0.9,
  cpuSlowdown: 4,
};

/** `Network.emulateNetworkConditions` wants bytes per second, not bits. */
export interface CdpNetworkConditions {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
  connectionType: 'cellular3g';
}

export function cdpNetworkConditions(p: ThrottleProfile): CdpNetworkConditions {
  return {
    offline: false,
    latency: p.latencyMs,
    downloadThroughput: Math.floor(p.downloadBitsPerSecond / 8),
    uploadThroughput: Math.floor(p.uploadBitsPerSecond / 8),
    connectionType: 'cellular3g',
  };
}

export function cdpCpuThrottling(p: ThrottleProfile): { rate: number } {
  return { rate: p.cpuSlowdown };
}

/** One line for the report: "Fast 3G: 562.5 ms latency, 1474.6 kbit/s down, 691.2 kbit/s up, CPU 4× slower". */
export function describeProfile(p: ThrottleProfile): string {
  const kbit = (bits: number) => `${(bits / 1000).toFixed(1)} kbit/s`;
  return `${p.name}: ${p.latencyMs} ms latency, ${kbit(p.downloadBitsPerSecond)} down, ${kbit(p.uploadBitsPerSecond)} up, CPU ${p.cpuSlowdown}× slower`;
}

/**
 * The same link for WebSocket frames, which Chrome does not throttle (bench/phone/frameDelayProxy.ts):
 * half the profile's latency each way, so a request and its answer over the socket take the
 * round trip an HTTP request takes, and the profile's throughput.
 */
export function frameLink(p: ThrottleProfile): { oneWayMs: number; downBytesPerSecond: number; upBytesPerSecond: number } {
  const { downloadThroughput, uploadThroughput } = cdpNetworkConditions(p);
  return { oneWayMs: p.latencyMs / 2, downBytesPerSecond: downloadThroughput, upBytesPerSecond: uploadThroughput };
}
