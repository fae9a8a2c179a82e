export const recapsTypeDefs = /* GraphQL */ `
  "One of the podium's places: a nickname and a final score (the leaderboard's rank, R6.4)."
  type RecapPlace {
    rank: Int!
    nickname: String!
    score: Int!
  }

  "One of the team podium's places (R17.3: the mean of the members' scores)."
  type RecapTeamPlace {
    rank: Int!
    name: String!
    "One of the team colours (TEAM_COLOURS)."
    colour: String!
    score: Int!
    members: Int!
  }

  "One answered slide (one round of it) of a recap, with the results the big screen showed."
  type RecapSlide {
    "Position in the deck as played, from 0."
    slideIndex: Int!
    round: Int!
    type: String!
    headline: String!
    answered: Int!
    "The slide registry's aggregation; who said it names candidates by nickname only."
    results: SlideResultsJSON!
    "The slide as the big screen showed it after the reveal, without host notes."
    slide: SlideJSON!
    "What the server decided for this round as the big screen showed it (who said it's quote and names, two truths' subject); null for other types."
    play: JSON
  }

  "The public recap of an ended event (/recap/{id}): no emails, no participant ids, no notes."
  type Recap {
    "The recap id (not the event's)."
    id: ID!
    title: String!
    startedAt: String
    endedAt: String
    "People who joined and were not removed."
    participantCount: Int!
    "The top three."
    podium: [RecapPlace!]!
    "The top three teams in team mode; null otherwise."
    teamPodium: [RecapTeamPlace!]
    "Every answered slide in deck order, each round of slides played in rounds."
    slides: [RecapSlide!]!
  }

  "One of my recaps (/recap)."
  type RecapListItem {
    "The recap id: the public link is /recap/{id}."
    id: ID!
    eventId: ID!
    title: String!
    startedAt: String
    endedAt: String
    participantCount: Int!
    "Off: the link answers Not found."
    enabled: Boolean!
  }

  type RecapListPage {
    items: [RecapListItem!]!
    total: Int!
    page: Int!
    pageSize: Int!
    pageCount: Int!
  }

  extend type Query {
    "A public recap, for anyone with its link; NOT_FOUND for an unknown id and for one its host turned off."
    recap(id: ID!): Recap!
    "The recaps of my ended events, the latest ended first; 20 a page by default."
    recaps(page: Int = 1, pageSize: Int = 20): RecapListPage!
  }

  extend type Mutation {
    "Turns an ended event's public recap on or off; NOT_FOUND for anyone but its host."
    setRecapEnabled(eventId: ID!, enabled: Boolean!): RecapListItem!
  }
`;
