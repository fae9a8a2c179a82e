import { and, eq, isNull } from 'drizzle-orm';
import { Reason, isUuid, slideTypeOf, type Slide, type TwoTruthsPlay } from '@mingle/shared';
import type { Db } from '../../db/client';
import { participants, responses } from '../../db/schema';
import { appError } from '../../lib/errors';

/**
 * SPEC R19.2: checks a host's choice of the subject of a two-truths slide about a participant,
 * and returns the play to write for its round. Refused: a slide that is not such a slide, and a
 * participant who is not in the event (or was removed). Whether they answered the slide is
 * asked where the play is written (`refuseSubjectWhoAnswered`), not here: an answer stored
 * between this check and the write would be missed.
 */
export async function subjectPlay(
  db: Db,
  eventId: string,
  slides: readonly Slide[],
  slideId: string,
  participantId: string,
): Promise<TwoTruthsPlay> {
  const slide = slides.find((s) => s.id === slideId);
  if (!slide) throw appError(Reason.SLIDE_NOT_FOUND, 'This slide does not exist');
  if (slide.type !== 'twotruths' || !slide.subjectIsParticipant || !slideTypeOf(slide.type)?.sittingOut)
    throw appError(Reason.NO_SUBJECT_TO_CHOOSE, 'This slide is not two truths and a lie about a participant');
  const [who] = isUuid(participantId)
    ? await db
        .select({ id: participants.id, nickname: participants.nickname })
        .from(participants)
        .where(and(eq(participants.id, participantId), eq(participants.eventId, eventId), isNull(participants.removedAt)))
    : [];
  if (!who) throw appError(Reason.PARTICIPANT_NOT_FOUND, 'This participant is not in the event');
  return { participantId: who.id, nickname: who.nickname };
}

/**
 * SPEC R19.2: someone who already voted cannot become the one voted about. Asked in the
 * transaction that writes the choice, after the write locked the event's row, so every answer
 * stored before the choice is seen; an answer stored after it is checked against the choice
 * and refused (R19.4, answerStatement.ts). Throwing undoes the write.
 */
export async function refuseSubjectWhoAnswered(db: Db, eventId: string, slideId: string, play: TwoTruthsPlay): Promise<void> {
  // A two-truths slide has one round (0).
  const [answered] = await db
    .select({ id: responses.id })
    .from(responses)
    .where(
      and(
        eq(responses.eventId, eventId),
        eq(responses.slideId, slideId),
        eq(responses.round, 0),
        eq(responses.participantId, play.participantId),
      ),
    )
    .limit(1);
  if (answered) throw appError(Reason.SUBJECT_ANSWERED, `${play.nickname} already answered this slide: choose someone who has not voted`);
}
