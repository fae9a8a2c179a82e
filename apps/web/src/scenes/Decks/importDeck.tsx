import { Button, FileButton, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { mdiFileImportOutline } from '@mdi/js';
import { MAX_DECK_FILE_BYTES } from '@mingle/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../../components/Icon';
import { notify } from '../../lib/notify';
import { useServices } from '../../services';
import { ImportProblem, sendDeckFile } from './sendDeckFile';

export { ImportProblem };

/**
 * Reads a chosen file as a deck file: its text, once it is known to be JSON. What is wrong is
 * said before anything is sent. A portable export carries its images, hence the size.
 */
export async function readDeckFile(file: File): Promise<string> {
  if (file.size > MAX_DECK_FILE_BYTES)
    throw new ImportProblem(
      `“${file.name}” is too large for a deck (${Math.round(file.size / 1_048_576)} MB; at most ${MAX_DECK_FILE_BYTES / 1_048_576} MB).`,
    );
  const text = await file.text();
  try {
    JSON.parse(text);
  } catch {
    throw new ImportProblem(`“${file.name}” is not a deck file: it does not contain JSON. Export a deck from Mingle to see the format.`);
  }
  return text;
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

/** "Import" on the decks page: pick a deck file (deck format v1, images embedded or not); the new deck opens. */
export function ImportDeckButton({ variant = 'default' }: { variant?: 'default' | 'light' | 'filled' }) {
  const { session } = useServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const importFile = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      // The server lists a document's problems one by one (`problems`, ADR 18).
      const deck = await sendDeckFile(await readDeckFile(file), {
        ensureValid: () => session.ensureValid(),
        recoverFromUnauthorized: () => session.recoverFromUnauthorized(),
        cookies: document,
      });
      notify.toast(`Imported “${deck.title}”`);
      void navigate(`/deck/${deck.id}`);
    } catch (error) {
      showImportError(file.name, error instanceof ImportProblem ? error : new ImportProblem(String(error)));
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
