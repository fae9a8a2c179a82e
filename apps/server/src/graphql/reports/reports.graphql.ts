export const reportsTypeDefs = /* GraphQL */ `
  "One of my events in the analytics list, as it was played."
  type EventListItem {
    id: ID!
    deckId: ID!
    "The deck's title when the event started."
    title: String!
    code: String!
    status: EventStatus!
    createdAt: String!
    "When the first slide was shown; null for an event that never left its lobby."
    startedAt: String
    endedAt: String
    "Seconds from the first slide to the end, rounded; null until it has ended."
    durationSeconds: Int
    "People who joined and were not removed."
    participantCount: Int!
  }

  type EventListPage {
    items: [EventListItem!]!
    "Events matching the filters, on every page."
    total: Int!
    page: Int!
    pageSize: Int!
    pageCount: Int!
  }

  extend type Query {
    """
    My events (the ones I hosted), newest first. search: part of the title or the join code;
    deckId: one deck's events; from / to: ISO 8601 date-times, or dates (YYYY-MM-DD, UTC) where
    to includes its whole day: events created at or after from and before to. 20 a page by default.
    """
    events(search: String, deckId: ID, from: String, to: String, page: Int = 1, pageSize: Int = 20): EventListPage!
  }
`;
