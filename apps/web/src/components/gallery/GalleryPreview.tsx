import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { parseSlides } from '../../slides/playDeck';
import { PreviewPlayer } from '../../scenes/Preview/PreviewPlayer';

export interface PreviewedDeck {
  id: string;
  title: string;
  slides: unknown[];
}

/**
 * A gallery deck played through in a full-screen dialog, big screen and phone side by side as
 * the deck preview does: templates and community decks. `deck` null and `loading` false: closed.
 */
export function GalleryPreview({
  deck,
  loading = false,
  error,
  kind,
  onClose,
  action,
}: {
  deck: PreviewedDeck | null;
  loading?: boolean;
  error?: string | undefined;
  /** What the dialog's title calls it: "Template", "Community deck". */
  kind: string;
  onClose(): void;
  /** The button that makes it mine ("Use this template", "Make a copy"). */
  action: ReactNode;
}) {
  const played = useMemo(() => (deck ? { id: deck.id, title: deck.title, ...parseSlides(deck.slides) } : null), [deck]);
  const open = played !== null || loading || !!error;
  return (
    <Modal
      opened={open}
      onClose={onClose}
      fullScreen
      title={played ? `${kind}: ${played.title}` : kind}
      closeButtonProps={{ 'aria-label': 'Close the preview' }}
    >
      {played ? (
        <PreviewPlayer
          deck={played}
          stepInUrl={false}
          ownsTitle={false}
          notice={
            <>
              The answers, votes and players in this preview are <b>simulated</b>; tap the phone to try answering yourself. Make your own
              copy to edit and host.
            </>
          }
          actions={action}
        />
      ) : error ? (
        <Alert color="red" variant="light" role="alert" title="The preview could not be loaded">
          {error}
        </Alert>
      ) : (
        <Center mih={240} aria-busy="true">
          <Loader aria-label="Loading the preview" />
        </Center>
      )}
    </Modal>
  );
}
