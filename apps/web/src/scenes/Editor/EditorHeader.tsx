import { ActionIcon, Button, Group, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { mdiArrowLeft, mdiCogOutline, mdiEyeOutline, mdiPencilOutline, mdiRedo, mdiUndo } from '@mdi/js';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import type { SaveStatus } from './autosave';
import { SaveStatusView } from './SaveStatusView';
import classes from './Editor.module.css';

interface EditorHeaderProps {
  deckId: string;
  title: string;
  titleError?: string;
  status: SaveStatus;
  onRetry(): void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  onSettings(): void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl+';

/** The editor's bar: back to the deck, its title (opens the settings), save state, undo/redo. */
export function EditorHeader(props: EditorHeaderProps) {
  const { deckId, title, titleError, status } = props;
  return (
    <div className={`${classes.panel} ${classes.header}`}>
      {/* The title is shown in a button that opens the settings; a heading cannot sit in a
          button, so the page's one h1 is for screen readers (ADR 27). */}
      <VisuallyHidden component="h1">Editing {title.trim() || 'Untitled deck'}</VisuallyHidden>
      <Tooltip label="Back to the deck">
        <ActionIcon component={Link} to={`/deck/${deckId}`} variant="subtle" color="gray" size="lg" aria-label="Back to the deck">
          <Icon path={mdiArrowLeft} />
        </ActionIcon>
      </Tooltip>
      <UnstyledButton
        className={classes.titleButton}
        onClick={props.onSettings}
        aria-label={`Deck title: ${title || 'Untitled'}. Edit title, description and tags`}
      >
        <Group gap={6} wrap="nowrap">
          <Text fw={700} size="lg" truncate c={titleError ? 'red.7' : undefined}>
            {title.trim() || 'Untitled deck'}
          </Text>
          <Icon path={mdiPencilOutline} size={16} color="var(--mantine-color-dimmed)" />
        </Group>
        {titleError && (
          <Text size="xs" c="red.7">
            Title {titleError}
          </Text>
        )}
      </UnstyledButton>
      <SaveStatusView status={status} onRetry={props.onRetry} />
      <Group gap={4} wrap="nowrap">
        <Tooltip label={`Undo (${MOD}Z)`}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Undo"
            aria-keyshortcuts="Control+Z Meta+Z"
            disabled={!props.canUndo}
            onClick={props.onUndo}
          >
            <Icon path={mdiUndo} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={`Redo (${MOD}Shift+Z)`}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Redo"
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
            disabled={!props.canRedo}
            onClick={props.onRedo}
          >
            <Icon path={mdiRedo} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Title, description and tags">
          <ActionIcon variant="default" size="lg" aria-label="Deck settings" onClick={props.onSettings}>
            <Icon path={mdiCogOutline} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} to={`/preview/${deckId}`} variant="default" leftSection={<Icon path={mdiEyeOutline} size={18} />}>
          Preview
        </Button>
        <Button component={Link} to={`/deck/${deckId}`}>
          Done
        </Button>
      </Group>
    </div>
  );
}
