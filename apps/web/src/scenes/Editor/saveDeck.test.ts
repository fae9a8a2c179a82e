import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import type { DeckDetail, DeckFormatDocument } from '../../graphql/decks';
import { classifySaveError, createDeckSaver, documentOf, SaveFailure } from './saveDeck';

const doc = (title: string): DeckFormatDocument => ({
  version: 1,
  title,
  description: '',
  tags: [],
  slides: [{ type: 'content', id: 's1', title: 'Hi', body: '' }],
});

function detail(document: DeckFormatDocument, revision: number): DeckDetail {
  return {
    id: 'd',
    ...document,
    language: document.language ?? null,
    slides: [...document.slides],
    coverImage: null,
    slideCount: document.slides.length,
    createdAt: '',
    updatedAt: '',
    deletedAt: null,
    purgeAt: null,
    can: { edit: true, delete: true, restore: false, duplicate: true, host: true, export: true, publish: true },
    publishedAt: null,
    takenDownAt: null,
    copyCount: 0,
    visibility: 'PRIVATE',
    revision,
    problems: [],
  };
}

const conflict = () => new CombinedGraphQLErrors({ errors: [{ message: 'stale revision', extensions: { code: 'CONFLICT' } }] });

/** A client whose server holds `stored` at `revision` and refuses stale bases, as the API does. */
function fakeClient(stored: DeckFormatDocument, revision: number) {
  const server = { stored, revision };
  const mutate = vi.fn(async ({ variables }: { variables: { baseRevision: number; document: DeckFormatDocument } }) => {
    if (variables.baseRevision !== server.revision) throw conflict();
    server.stored = variables.document;
    server.revision += 1;
    return { data: { saveDeck: detail(server.stored, server.revision) } };
  });
  const query = vi.fn(async () => ({ data: { deck: detail(server.stored, server.revision) } }));
  return { client: { mutate, query } as unknown as ApolloClient, server, mutate };
}

describe('deck saver', () => {
  it('saves on the base revision and returns the new one', async () => {
    const { client, server } = fakeClient(doc('Old'), 3);
    const saved = await createDeckSaver(client, 'd', () => true)(doc('New'), 3);
    expect(saved.revision).toBe(4);
    expect(server.stored.title).toBe('New');
  });

  it('does not send a document the schema refuses, or anything while offline', async () => {
    const { client, mutate } = fakeClient(doc('Old'), 1);
    await expect(createDeckSaver(client, 'd', () => true)(doc('   '), 1)).rejects.toMatchObject({ kind: 'invalid' });
    await expect(createDeckSaver(client, 'd', () => false)(doc('Fine'), 1)).rejects.toMatchObject({ kind: 'retry' });
    expect(mutate).not.toHaveBeenCalled();
  });

  it('treats a conflict with its own earlier save as no conflict, and saves on top of it', async () => {
    const { client, server } = fakeClient(doc('Old'), 1);
    const save = createDeckSaver(client, 'd', () => true);
    // The first save reached the server but its answer was lost (a timeout, a dropped socket).
    const inner = (client as unknown as { mutate: ReturnType<typeof fakeClient>['mutate'] }).mutate;
    const real = inner.getMockImplementation()!;
    inner.mockImplementationOnce(async (args) => {
      await real(args);
      throw new SaveFailure('retry', 'timed out');
    });
    await expect(save(doc('Mine 1'), 1)).rejects.toMatchObject({ kind: 'retry' });
    expect(server.revision).toBe(2);
    // Autosave retries on the revision it knows (1): the server holds what this tab sent.
    const saved = await save(doc('Mine 2'), 1);
    expect(saved.revision).toBe(3);
    expect(server.stored.title).toBe('Mine 2');
  });

  it('saves on top when only details outside the document moved the revision (the cover)', async () => {
    const { client, server } = fakeClient(doc('Opened'), 1);
    // Opened at 1; the cover was set (here or in another tab): revision 2, same document.
    const save = createDeckSaver(client, 'd', () => true, doc('Opened'));
    server.revision = 2;
    expect((await save(doc('Edited'), 1)).revision).toBe(3);
    // And again after that save: the server holds what this tab last saved.
    server.revision = 4;
    expect((await save(doc('Edited again'), 3)).revision).toBe(5);
    expect(server.stored.title).toBe('Edited again');
  });

  it('reports a real conflict with the server deck attached', async () => {
    const { client, server } = fakeClient(doc('Old'), 1);
    server.stored = doc('Theirs');
    server.revision = 2;
    const failure = await createDeckSaver(client, 'd', () => true)(doc('Mine'), 1).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SaveFailure);
    expect((failure as SaveFailure).kind).toBe('conflict');
    expect(documentOf((failure as SaveFailure).latest!).title).toBe('Theirs');
  });

  it('classifies server errors by code', () => {
    expect(classifySaveError(conflict()).kind).toBe('conflict');
    expect(
      classifySaveError(
        new CombinedGraphQLErrors({ errors: [{ message: 'document.title: is required', extensions: { code: 'BAD_USER_INPUT' } }] }),
      ),
    ).toEqual({ kind: 'invalid', message: 'document.title: is required' });
    expect(classifySaveError(new TypeError('Network request failed')).kind).toBe('retry');
  });
});
