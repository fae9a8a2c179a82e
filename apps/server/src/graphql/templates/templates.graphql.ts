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
    "Left out of the gallery by an admin; only admins see hidden templates (to show them again)."
    hidden: Boolean!
    "Added by an admin from a deck (docs/adr/0053), not shipped with Mingle: it can be removed."
    added: Boolean!
  }

  extend type Query {
    "The template library (admins also get hidden ones, marked hidden): with tag, those tagged so; with search, those whose title, description or tags hold every word."
    templates(tag: String, search: String): [Template!]!
    "The tags templates are filed under, in the gallery's order."
    templateTags: [String!]!
    "One template, or NOT_FOUND (TEMPLATE_NOT_FOUND; also a hidden one, except for admins)."
    template(slug: ID!): Template!
  }

  extend type Mutation {
    "Copies the template into my decks as a new private deck (fresh slide ids) and returns it."
    useTemplate(slug: ID!): Deck!
    """
    Admins: makes one of my decks a template (a copy of it as it is now). It must have no problems;
    tags come from templateTags; slug defaults to one made of the title.
    Errors: ADMIN_ONLY, DECK_NOT_FOUND, DECK_NOT_READY, IMAGE_NOT_STORED, TEMPLATE_SLUG_TAKEN, INVALID_INPUT.
    """
    addTemplate(deckId: ID!, slug: ID, tags: [String!]!, description: String!): Template!
    "Admins: hides a template from the gallery, or shows it again. Errors: ADMIN_ONLY, TEMPLATE_NOT_FOUND."
    setTemplateHidden(slug: ID!, hidden: Boolean!): Template!
    "Admins: removes a template added by an admin; returns its slug. Errors: ADMIN_ONLY, TEMPLATE_NOT_FOUND, TEMPLATE_SHIPPED."
    removeTemplate(slug: ID!): ID!
  }
`;
