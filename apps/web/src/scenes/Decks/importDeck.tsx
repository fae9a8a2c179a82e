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

/**
 * The server names each problem as `document.slides[3].options[1].text: at most 120
 * characters`, joined with "; ". One line each, without the `document.` every line shares.
 */
export function importErrorLines(message: string): string[] {
  // An INVALID_INPUT's message is its detail (ADR 18): split for display, never read for meaning.
  // eslint-disable-next-line no-restricted-syntax
  return message
    .split(/;\s+/)
    .map((line) => line.replace(/^document\./, '').trim())
    .filter(Boolean);
}

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
        const { code, message } = describeDataError(error);
        throw new ImportProblem(message, code === 'BAD_USER_INPUT' ? importErrorLines(message) : []);
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
