import type { Standing } from '../types';

const NAMES = ['Ada', 'Kofi', 'Mei', 'Lars', 'Priya', 'Diego', 'Noor', 'Sam', 'Yuki', 'Zoe'];

/**
 * Made-up players for leaderboards outside a live event (preview, thumbnails). Every view
 * that shows them says "Simulated players", so no one takes them for real results.
 */
export const SAMPLE_STANDINGS: readonly Standing[] = NAMES.map((nickname, i) => ({ nickname, score: 4820 - i * 410 - (i % 3) * 35 }));
