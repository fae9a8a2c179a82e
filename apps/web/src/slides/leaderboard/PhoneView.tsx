import type { LeaderboardSlide } from '@mingle/shared';
import { PhoneRank, PhoneScreen } from '../common/PhoneParts';
import type { PhoneViewProps } from '../types';

export function LeaderboardPhoneView({ personalResult }: PhoneViewProps<LeaderboardSlide>) {
  return (
    <PhoneScreen>
      <PhoneRank result={personalResult} />
    </PhoneScreen>
  );
}
