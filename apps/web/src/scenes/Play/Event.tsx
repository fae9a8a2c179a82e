import { useMemo } from 'react';
import { useParams } from 'react-router';
import { participantStore } from '../../live/participantStore';
import { BigScreen } from '../BigScreen/BigScreen';
import { Play } from './Play';

/**
 * `/event/{id}`: the play screen on a phone that joined this event (it holds a seat), and
 * the big-screen view anywhere else, as the seed's route table says.
 */
export default function Event() {
  const { id = '' } = useParams();
  const seat = useMemo(() => participantStore().load(id), [id]);
  return seat ? <Play key={id} seat={seat} /> : <BigScreen key={id} eventId={id} />;
}
