import { Button, FileButton, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useApolloClient } from '@apollo/client/react';
import { mdiFileImportOutline } from '@mdi/js';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../../components/Icon';
import { describeDataError } from '../../graphql/errors';
import { ImportDeckDocument } from '../../graphql/decks';
import { notify } from '../../lib/notify';

/** Far above any real deck (200 slides of text is well under 1 MB), below what the API accepts. */
export const MAX_IMPORT_BYTES = 900_000;

export class ImportProblem extends Error {
  constructor(
    message: string,
    readonly lines: string[] = [],
  ) {
    super(message);
  }
}

/** Reads a chosen file as a deck document; what is wrong is said before anything is sent. */
export async function readDeckFile(file: File): Promise<unknown> {
  if (file.size > MAX_IMPORT_BYTES) throw new ImportProblem(`“${file.name}” is too large for a deck (${Math.round(file.size / 1024)} KB).`);
  const text = await file.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ImportProblem(`“${file.name}” is not a deck file: it does not contain JSON. Export a deck from Mingle to see the format.`);
  }
}

function showImportError(fileName: string, problem: ImportProblem) {
  modals.open({
    title: 'This file could not be imported',
    size: 'lg',
    centered: true,
    children: (
      <Stack gap="sm">
        <Text size="sm">
          {problem.lines.length ? `“${fileName}” does not match the deck format. Fix these and import it again:` : problem.message}
        </Text>
        {problem.lines.length > 0 && (
          <List size="sm" spacing={4} ff="monospace" data-testid="import-errors">
            {problem.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        )}
        <Button onClick={() => modals.closeAll()} mt="sm" style={{ alignSelf: 'flex-end' }}>
          OK
        </Button>
      </Stack>
    ),
  });
}

/** "Import" on the decks page: pick a deck format v1 JSON file; the new deck opens. */
export function ImportDeckButton({ variant = 'default' }: { variant?: 'default' | 'light' | 'filled' }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const importFile = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      const document = await readDeckFile(file);
      const { data } = await client.mutate({ mutation: ImportDeckDocument, variables: { document } }).catch((error: unknown) => {
        // The server lists a document's problems one by one (`extensions.problems`, ADR 18).
        const { message, problems } = describeDataError(error);
        throw new ImportProblem(message, problems ?? []);
      });
      const deck = data?.importDeck;
      if (deck) {
        notify.toast(`Imported “${deck.title}”`);
        void navigate(`/deck/${deck.id}`);
      }
    } catch (error) {
      showImportError(file.name, error instanceof ImportProblem ? error : new ImportProblem(describeDataError(error).message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FileButton onChange={(file) => void importFile(file)} accept="application/json,.json">
      {(props) => (
        <Button {...props} variant={variant} loading={busy} leftSection={<Icon path={mdiFileImportOutline} size={18} />}>
          Import
        </Button>
      )}
    </FileButton>
  );
}
