import { gql, type TypedDocumentNode } from '@apollo/client';
import type { DeckProblem, Slide } from '@mingle/shared';

export type DeckVisibility = 'PRIVATE' | 'TEAM' | 'PUBLIC';
export type DeckSort = 'UPDATED_DESC' | 'CREATED_DESC' | 'TITLE_ASC';

/** What the viewer may do with a deck, decided by the server: actions show only when allowed. */
export interface DeckCan {
  edit: boolean;
  delete: boolean;
  restore: boolean;
  duplicate: boolean;
  host: boolean;
  export: boolean;
}

/** A deck as lists show it. `slides` is fetched too: the card's thumbnail is the first slide. */
export interface DeckSummary {
  id: string;
  title: string;
  description: string;
  tags: string[];
  coverImage: string | null;
  slideCount: number;
  slides: Slide[];
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  purgeAt: string | null;
  can: DeckCan;
}

/** A deck as the overview and the editor need it. */
export interface DeckDetail extends DeckSummary {
  visibility: DeckVisibility;
  revision: number;
  problems: DeckProblem[];
}

const SUMMARY_FIELDS = `
  id
  title
  description
  tags
  coverImage
  slideCount
  slides
  createdAt
  updatedAt
  deletedAt
  purgeAt
  can { edit delete restore duplicate host export }
`;

const DETAIL_FIELDS = `
  ${SUMMARY_FIELDS}
  visibility
  revision
  problems { slideId slideIndex path message }
`;

export interface DecksVariables {
  search?: string;
  tags?: string[];
  sort?: DeckSort;
  offset?: number;
  limit?: number;
  deleted?: boolean;
}

export const DECKS: TypedDocumentNode<{ decks: { items: DeckSummary[]; total: number } }, DecksVariables> = gql`
  query Decks($search: String, $tags: [String!], $sort: DeckSort, $offset: Int, $limit: Int, $deleted: Boolean) {
    decks(search: $search, tags: $tags, sort: $sort, offset: $offset, limit: $limit, deleted: $deleted) {
      items { ${SUMMARY_FIELDS} }
      total
    }
  }
`;

export const DECK_TAGS: TypedDocumentNode<{ deckTags: string[] }, Record<string, never>> = gql`
  query DeckTags {
    deckTags
  }
`;

export const DECK: TypedDocumentNode<{ deck: DeckDetail }, { id: string }> = gql`
  query Deck($id: ID!) {
    deck(id: $id) { ${DETAIL_FIELDS} }
  }
`;

export const EXPORT_DECK: TypedDocumentNode<{ exportDeck: unknown }, { id: string }> = gql`
  query ExportDeck($id: ID!) {
    exportDeck(id: $id)
  }
`;

export interface CreateDeckInput {
  title?: string;
  description?: string;
  tags?: string[];
}

export const CREATE_DECK: TypedDocumentNode<{ createDeck: DeckDetail }, { input?: CreateDeckInput }> = gql`
  mutation CreateDeck($input: CreateDeckInput) {
    createDeck(input: $input) { ${DETAIL_FIELDS} }
  }
`;

/**
 * A deck's details outside its document. The web sets only the cover; visibility waits for
 * teams (TEAM and PUBLIC would mean nothing yet).
 */
export interface UpdateDeckInput {
  /** An uploaded image's URL, or null to remove the cover. */
  coverImage?: string | null;
}

export const UPDATE_DECK: TypedDocumentNode<{ updateDeck: DeckDetail }, { id: string; baseRevision: number; input: UpdateDeckInput }> = gql`
  mutation UpdateDeck($id: ID!, $baseRevision: Int!, $input: UpdateDeckInput!) {
    updateDeck(id: $id, baseRevision: $baseRevision, input: $input) { ${DETAIL_FIELDS} }
  }
`;

/** The whole deck in format v1, as the editor saves it. */
export interface DeckDocument {
  version: 1;
  title: string;
  description: string;
  tags: string[];
  slides: readonly Slide[];
}

export const SAVE_DECK: TypedDocumentNode<{ saveDeck: DeckDetail }, { id: string; baseRevision: number; document: DeckDocument }> = gql`
  mutation SaveDeck($id: ID!, $baseRevision: Int!, $document: JSON!) {
    saveDeck(id: $id, baseRevision: $baseRevision, document: $document) { ${DETAIL_FIELDS} }
  }
`;

export const DELETE_DECK: TypedDocumentNode<{ deleteDeck: DeckSummary }, { id: string }> = gql`
  mutation DeleteDeck($id: ID!) {
    deleteDeck(id: $id) { ${SUMMARY_FIELDS} }
  }
`;

export const RESTORE_DECK: TypedDocumentNode<{ restoreDeck: DeckSummary }, { id: string }> = gql`
  mutation RestoreDeck($id: ID!) {
    restoreDeck(id: $id) { ${SUMMARY_FIELDS} }
  }
`;

export const DUPLICATE_DECK: TypedDocumentNode<{ duplicateDeck: DeckSummary }, { id: string }> = gql`
  mutation DuplicateDeck($id: ID!) {
    duplicateDeck(id: $id) { ${SUMMARY_FIELDS} }
  }
`;

export const IMPORT_DECK: TypedDocumentNode<{ importDeck: DeckSummary }, { document: unknown }> = gql`
  mutation ImportDeck($document: JSON!) {
    importDeck(document: $document) { ${SUMMARY_FIELDS} }
  }
`;

/** The operation the multipart upload sends (it goes over HTTP, not through Apollo). */
export const UPLOAD_FILE_QUERY = `mutation UploadFile($file: Upload!) {
  uploadFile(file: $file) { id url thumbnailUrl contentType size width height originalName }
}`;

export interface StoredFile {
  id: string;
  url: string;
  thumbnailUrl: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  originalName: string;
}
