import { describe, expect, it } from 'vitest';
import { cdpCpuThrottling, cdpNetworkConditions, describeProfile, FAST_3G, frameLink } from './profile';

describe('FAST_3G', () => {
  it('is the Lighthouse / former DevTools mobile profile', () => {
    expect(FAST_3G.latencyMs).toBe(562.5);
    expect(FAST_3G.downloadBitsPerSecond).toBeCloseTo(1_474_560, 6);
    expect(FAST_3G.uploadBitsPerSecond).toBeCloseTo(691_200, 6);
    expect(FAST_3G.cpuSlowdown).toBe(4);
  });

  it('becomes CDP parameters in bytes per second, as Network.emulateNetworkConditions wants', () => {
    expect(cdpNetworkConditions(FAST_3G)).toEqual({
      offline: false,
      latency: 562.5,
      downloadThroughput: 184_320,
      uploadThroughput: 86_400,
      connectionType: 'cellular3g',
    });
    expect(cdpCpuThrottling(FAST_3G)).toEqual({ rate: 4 });
  });

  it('gives WebSocket frames half the round trip each way, at the same throughput', () => {
    expect(frameLink(FAST_3G)).toEqual({ oneWayMs: 281.25, downBytesPerSecond: 184_320, upBytesPerSecond: 86_400 });
  });

  it('is printed with its figures', () => {
    expect(describeProfile(FAST_3G)).toBe('Fast 3G: 562.5 ms latency, 1474.6 kbit/s down, 691.2 kbit/s up, CPU 4× slower');
  });
});
