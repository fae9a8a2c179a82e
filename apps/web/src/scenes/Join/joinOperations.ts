import { gql, type TypedDocumentNode } from '@apollo/client';
import type { EventLobby, JoinEventResult } from '../../live/types';

export const EVENT_BY_CODE: TypedDocumentNode<{ eventByCode: EventLobby }, { code: string }> = gql`
  query EventByCode($code: String!) {
    eventByCode(code: $code) {
      id
      code
      title
      status
      askEmail
      joinable
      reason
      reasonCode
    }
  }
`;

export const JOIN_EVENT: TypedDocumentNode<{ joinEvent: JoinEventResult }, { code: string; nickname: string; email?: string | null }> = gql`
  mutation JoinEvent($code: String!, $nickname: String!, $email: String) {
    joinEvent(code: $code, nickname: $nickname, email: $email) {
      participantToken
      participant {
        id
        nickname
      }
      event {
        id
        code
        title
        status
      }
    }
  }
`;
