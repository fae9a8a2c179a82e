export const communityTypeDefs = /* GraphQL */ `
  enum CommunitySort {
    "Newest on the list first."
    NEWEST
    "Most copied first, newest among equals."
    MOST_COPIED
  }

  "A deck its owner published to the community list (docs/adr/0051). Anyone may browse, signed in or not."
  type CommunityDeck {
    id: ID!
    title: String!
    description: String!
    tags: [String!]!
    "The language its events start in (en, fr, de, es); null: each screen its browser's."
    language: String
    coverImage: String
    "The name its owner goes by."
    author: String!
    publishedAt: String!
    "Copies other accounts made of it."
    copyCount: Int!
    slideCount: Int!
    "The slide types it uses, each once, in the order they first appear."
    slideTypes: [String!]!
    "The first slide, for a card's thumbnail; null for a deck without slides."
    firstSlide: SlideJSON
    "Its slides in deck format v1, for the preview: a published deck is public, solutions and notes included. Ask for it on one deck (communityDeck), not on a list."
    slides: [SlideJSON!]!
  }

  type CommunityDeckPage {
    items: [CommunityDeck!]!
    total: Int!
  }

  "A tag of published decks and how many carry it."
  type CommunityTag {
    tag: String!
    count: Int!
  }

  extend type Query {
    "The community list: with tag, those tagged so; with search, those whose title, description or tags hold every word."
    communityDecks(search: String, tag: String, sort: CommunitySort = NEWEST, offset: Int = 0, limit: Int = 24): CommunityDeckPage!
    "The tags of published decks, most used first."
    communityTags(limit: Int = 20): [CommunityTag!]!
    "One published deck, or NOT_FOUND (COMMUNITY_DECK_NOT_FOUND)."
    communityDeck(id: ID!): CommunityDeck!
  }

  extend type Mutation {
    "Puts my deck on the community list (it must have no problems and a description) or takes it off."
    publishDeck(id: ID!, published: Boolean!): Deck!
    "Copies a published deck into my decks as a new private deck (fresh slide ids) and returns it."
    copyCommunityDeck(id: ID!): Deck!
  }
`;
