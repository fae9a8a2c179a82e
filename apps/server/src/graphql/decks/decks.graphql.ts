export const decksTypeDefs = /* GraphQL */ `
  enum DeckVisibility {
    PRIVATE
    TEAM
    PUBLIC
  }

  enum DeckSort {
    UPDATED_DESC
    CREATED_DESC
    TITLE_ASC
  }

  "Something to finish before the deck can be hosted."
  type DeckProblem {
    slideId: String!
    "Position of the slide, from 0; -1 for the deck itself."
    slideIndex: Int!
    "Path inside the slide, e.g. options[1].text."
    path: String!
    message: String!
  }

  "What the viewer may do with a deck (policies/deck.ts): the app shows only these actions."
  type DeckCan {
    edit: Boolean!
    delete: Boolean!
    "In recently deleted, within its restore window."
    restore: Boolean!
    duplicate: Boolean!
    "Start (or resume) a live event of it."
    host: Boolean!
    export: Boolean!
    "Put it on the community list, or take it off (publishDeck)."
    publish: Boolean!
  }

  "A deck of slides (deck format v1). Only its owner can read or change it."
  type Deck {
    id: ID!
    title: String!
    description: String!
    tags: [String!]!
    "The language its events start in (en, fr, de, es); null: each screen its browser's."
    language: String
    coverImage: String
    visibility: DeckVisibility!
    "The slides in deck format v1, solutions and host notes included."
    slides: [SlideJSON!]!
    slideCount: Int!
    "Increases on every save; send it back as baseRevision."
    revision: Int!
    problems: [DeckProblem!]!
    createdAt: String!
    updatedAt: String!
    "Set when the deck is in recently deleted."
    deletedAt: String
    "When a deleted deck stops being restorable."
    purgeAt: String
    "On the community list since then (docs/adr/0051); null when not published."
    publishedAt: String
    "When an admin took it off the community list after a report (docs/adr/0059); while set, publishDeck refuses it (DECK_TAKEN_DOWN) until an admin allows it again."
    takenDownAt: String
    "Copies other accounts made of it from the community list."
    copyCount: Int!
    "What the viewer may do with it."
    can: DeckCan!
  }

  type DeckPage {
    items: [Deck!]!
    total: Int!
  }

  input CreateDeckInput {
    title: String
    description: String
    tags: [String!]
  }

  input UpdateDeckInput {
    title: String
    description: String
    tags: [String!]
    "An uploaded image URL, or null to remove the cover."
    coverImage: String
    "PRIVATE or TEAM. PUBLIC is publishDeck's: publishing has its own checks (docs/adr/0051)."
    visibility: DeckVisibility
  }

  extend type Query {
    "My decks; deleted: true lists recently deleted ones."
    decks(
      search: String
      tags: [String!]
      sort: DeckSort = UPDATED_DESC
      offset: Int = 0
      limit: Int = 20
      deleted: Boolean = false
    ): DeckPage!
    deck(id: ID!): Deck!
    "Tags used on my decks."
    deckTags: [String!]!
    "The deck as a deck format v1 document, images as addresses on this server. The portable file, images embedded, is GET /v1/functions/decks/{id}/export."
    exportDeck(id: ID!): JSON!
    "The JSON Schema of deck format v1."
    deckFormatSchema: JSON!
  }

  extend type Mutation {
    createDeck(input: CreateDeckInput): Deck!
    updateDeck(id: ID!, baseRevision: Int!, input: UpdateDeckInput!): Deck!
    "Saves the whole deck (a deck format v1 document). CONFLICT when baseRevision is not the latest."
    saveDeck(id: ID!, baseRevision: Int!, document: JSON!): Deck!
    "Moves the deck to recently deleted, restorable for 30 days."
    deleteDeck(id: ID!): Deck!
    restoreDeck(id: ID!): Deck!
    duplicateDeck(id: ID!): Deck!
    "Creates a deck from a deck format v1 document; embedded images (assets) are stored as uploads. A taken title gets (imported). Files past 4 MiB: POST /v1/functions/decks/import."
    importDeck(document: JSON!): Deck!
  }
`;
