import type { LeaderboardSlide } from '@mingle/shared';
import { PhoneRank, PhoneScreen } from '../common/PhoneParts';
import type { PhoneViewProps } from '../types';

export function LeaderboardPhoneView({ personalResult, lastSlide }: PhoneViewProps<LeaderboardSlide>) {
  return (
    <PhoneScreen>
      <PhoneRank result={personalResult} lastSlide={lastSlide} />
    </PhoneScreen>
  );
}
