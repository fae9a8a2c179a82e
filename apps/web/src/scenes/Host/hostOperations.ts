import { gql, type TypedDocumentNode } from '@apollo/client';
import { LIVE_STATE_FIELDS } from '../../live/operations';
import type { EmailSetting, HostEvent, HostState } from '../../live/types';

const EVENT_FIELDS = `
  id code status title deckId slideIndex slideCount step participantCount createdAt startedAt endedAt
  settings { lateJoin closeWhenAllAnswered askEmail lobbyLocked maxParticipants }
  can { control end lockLobby removeParticipant }
`;

export const RUNNING_EVENT: TypedDocumentNode<{ runningEvent: HostEvent | null }, { deckId: string }> = gql`
  query RunningEvent($deckId: ID!) {
    runningEvent(deckId: $deckId) { ${EVENT_FIELDS} }
  }
`;

export interface EventSettingsInput {
  lateJoin: boolean;
  closeWhenAllAnswered: boolean;
  askEmail: EmailSetting;
}

export const START_EVENT: TypedDocumentNode<{ startEvent: HostEvent }, { deckId: string; settings: EventSettingsInput }> = gql`
  mutation StartEvent($deckId: ID!, $settings: EventSettingsInput) {
    startEvent(deckId: $deckId, settings: $settings) { ${EVENT_FIELDS} }
  }
`;

export const HOST_EVENT: TypedDocumentNode<{ hostEvent: HostState }, { eventId: string }> = gql`
  subscription HostEvent($eventId: ID!) {
    hostEvent(eventId: $eventId) {
      live { ${LIVE_STATE_FIELDS} }
      event { ${EVENT_FIELDS} }
      slide
      participants { id nickname email connected score answered }
    }
  }
`;

type EventVars = { eventId: string };
type EventResult<K extends string> = { [key in K]: { id: string } };

/** The host's commands; each answers the event, and the subscription brings the new state. */
export const ADVANCE: TypedDocumentNode<EventResult<'advanceEvent'>, EventVars> = gql`
  mutation AdvanceEvent($eventId: ID!) {
    advanceEvent(eventId: $eventId) {
      id
    }
  }
`;
export const PREVIOUS: TypedDocumentNode<EventResult<'previousStep'>, EventVars> = gql`
  mutation PreviousStep($eventId: ID!) {
    previousStep(eventId: $eventId) {
      id
    }
  }
`;
export const GOTO_SLIDE: TypedDocumentNode<EventResult<'gotoSlide'>, EventVars & { index: number }> = gql`
  mutation GotoSlide($eventId: ID!, $index: Int!) {
    gotoSlide(eventId: $eventId, index: $index) {
      id
    }
  }
`;
export const LOCK_ANSWERS: TypedDocumentNode<EventResult<'lockAnswers'>, EventVars> = gql`
  mutation LockAnswers($eventId: ID!) {
    lockAnswers(eventId: $eventId) {
      id
    }
  }
`;
export const ADD_TIME: TypedDocumentNode<EventResult<'addTime'>, EventVars & { seconds: number }> = gql`
  mutation AddTime($eventId: ID!, $seconds: Int!) {
    addTime(eventId: $eventId, seconds: $seconds) {
      id
    }
  }
`;
export const PAUSE: TypedDocumentNode<EventResult<'pauseEvent'>, EventVars> = gql`
  mutation PauseEvent($eventId: ID!) {
    pauseEvent(eventId: $eventId) {
      id
    }
  }
`;
export const RESUME: TypedDocumentNode<EventResult<'resumeEvent'>, EventVars> = gql`
  mutation ResumeEvent($eventId: ID!) {
    resumeEvent(eventId: $eventId) {
      id
    }
  }
`;
export const LOCK_LOBBY: TypedDocumentNode<EventResult<'lockLobby'>, EventVars & { locked: boolean }> = gql`
  mutation LockLobby($eventId: ID!, $locked: Boolean!) {
    lockLobby(eventId: $eventId, locked: $locked) {
      id
      settings {
        lobbyLocked
      }
    }
  }
`;
export const REMOVE_PARTICIPANT: TypedDocumentNode<EventResult<'removeParticipant'>, EventVars & { participantId: string }> = gql`
  mutation RemoveParticipant($eventId: ID!, $participantId: ID!) {
    removeParticipant(eventId: $eventId, participantId: $participantId) {
      id
    }
  }
`;
export const END_EVENT: TypedDocumentNode<EventResult<'endEvent'>, EventVars> = gql`
  mutation EndEvent($eventId: ID!) {
    endEvent(eventId: $eventId) {
      id
      status
    }
  }
`;
