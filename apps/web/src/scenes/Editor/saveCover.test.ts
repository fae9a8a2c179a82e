import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import type { DeckDetail } from '../../graphql/decks';
import { createCoverSaver } from './saveCover';

function detail(coverImage: string | null, revision: number): DeckDetail {
  return {
    id: 'd',
    title: 'T',
    description: '',
    tags: [],
    language: null,
    slides: [],
    coverImage,
    slideCount: 0,
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

const graphqlError = (code: string, message: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

/** A client whose server holds a deck at `revision` and refuses stale bases, as updateDeck does. */
function fakeClient(revision: number) {
  const server = { cover: null as string | null, revision };
  const mutate = vi.fn(async ({ variables }: { variables: { baseRevision: number; input: { coverImage: string | null } } }) => {
    if (variables.baseRevision !== server.revision) throw graphqlError('CONFLICT', 'stale revision');
    server.cover = variables.input.coverImage;
    server.revision += 1;
    return { data: { updateDeck: detail(server.cover, server.revision) } };
  });
  const query = vi.fn(async () => ({ data: { deck: detail(server.cover, server.revision) } }));
  return { client: { mutate, query } as unknown as ApolloClient, server, mutate };
}

describe('cover saver', () => {
  it('sets and removes the cover through updateDeck, on the base revision', async () => {
    const { client, server, mutate } = fakeClient(3);
    const save = createCoverSaver(client, 'd', () => true);
    expect(await save('/v1/functions/files/a.png', 3)).toMatchObject({ coverImage: '/v1/functions/files/a.png', revision: 4 });
    expect(mutate.mock.calls[0]![0]).toMatchObject({
      variables: { id: 'd', baseRevision: 3, input: { coverImage: '/v1/functions/files/a.png' } },
    });
    expect(await save(null, 4)).toMatchObject({ coverImage: null, revision: 5 });
    expect(server.cover).toBeNull();
  });

  it('writes the cover again on the latest revision when the deck moved on', async () => {
    const { client, server } = fakeClient(3);
    server.revision = 6;
    const saved = await createCoverSaver(client, 'd', () => true)('/v1/functions/files/b.png', 3);
    expect(saved.revision).toBe(7);
    expect(server.cover).toBe('/v1/functions/files/b.png');
  });

  it('fails with the server’s message, and sends nothing while offline', async () => {
    const { client, mutate } = fakeClient(1);
    mutate.mockRejectedValueOnce(graphqlError('BAD_USER_INPUT', 'input.coverImage: must be an image uploaded to this server'));
    await expect(createCoverSaver(client, 'd', () => true)('http://x', 1)).rejects.toThrow('must be an image uploaded to this server');
    await expect(createCoverSaver(client, 'd', () => false)('/v1/functions/files/c.png', 1)).rejects.toThrow(/offline/);
    expect(mutate).toHaveBeenCalledTimes(1);
  });
});
