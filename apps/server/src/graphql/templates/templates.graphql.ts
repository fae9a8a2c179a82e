export const templatesTypeDefs = /* GraphQL */ `
  "A curated deck to start from (docs/adr/0049). Anyone may browse templates, signed in or not."
  type Template {
    "Its name in addresses: lower-case words joined by -."
    slug: ID!
    title: String!
    description: String!
    "Tags from the fixed list templateTags."
    tags: [String!]!
    "The language its events start in (en, fr, de, es); null: each screen its browser's."
    language: String
    slideCount: Int!
    "The slide types it uses, each once, in the order they first appear."
    slideTypes: [String!]!
    "Its slides in deck format v1, for previews. A template is public: solutions included."
    slides: [SlideJSON!]!
  }

  extend type Query {
    "The template library: with tag, those tagged so; with search, those whose title, description or tags hold every word."
    templates(tag: String, search: String): [Template!]!
    "The tags templates are filed under, in the gallery's order."
    templateTags: [String!]!
    "One template, or NOT_FOUND (TEMPLATE_NOT_FOUND)."
    template(slug: ID!): Template!
  }

  extend type Mutation {
    "Copies the template into my decks as a new private deck (fresh slide ids) and returns it."
    useTemplate(slug: ID!): Deck!
  }
`;
