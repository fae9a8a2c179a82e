import { Button, Group } from '@mantine/core';
import { mdiFileDelimitedOutline, mdiMicrosoftExcel } from '@mdi/js';
import { useState } from 'react';
import { Icon } from '../../components/Icon';
import { notify } from '../../lib/notify';
import { useServices } from '../../services';
import { downloadExport } from './downloadExport';
import type { Report } from './ReportParts';

type Which = 'participantsCsv' | 'answersCsv' | 'qnaCsv' | 'xlsx';

const BUTTONS: readonly { which: Which; label: string; icon: string; fallback: string }[] = [
  { which: 'participantsCsv', label: 'Participants CSV', icon: mdiFileDelimitedOutline, fallback: 'participants.csv' },
  { which: 'answersCsv', label: 'Answers CSV', icon: mdiFileDelimitedOutline, fallback: 'answers.csv' },
  { which: 'qnaCsv', label: 'Q&A CSV', icon: mdiFileDelimitedOutline, fallback: 'qna.csv' },
  { which: 'xlsx', label: 'Excel workbook', icon: mdiMicrosoftExcel, fallback: 'report.xlsx' },
];

/**
 * The report's spreadsheets, fetched with the session's token (a plain link cannot send it).
 * The Q&A's file only for an event whose deck has a Q&A.
 */
export function ExportButtons({ exports, withQna = false }: { exports: Report['exports']; withQna?: boolean }) {
  const { session } = useServices();
  const [busy, setBusy] = useState<Which | null>(null);
  const download = async (which: Which, fallback: string) => {
    setBusy(which);
    try {
      await downloadExport(exports[which], fallback, {
        ensureValid: () => session.ensureValid(),
        recoverFromUnauthorized: () => session.recoverFromUnauthorized(),
        cookies: document,
      });
    } catch (error) {
      notify.notification('The download failed', error instanceof Error ? error.message : String(error), 'red');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" role="group" aria-label="Downloads">
      {BUTTONS.filter((b) => withQna || b.which !== 'qnaCsv').map((b) => (
        <Button
          key={b.which}
          variant="default"
          leftSection={<Icon path={b.icon} size={18} />}
          loading={busy === b.which}
          disabled={busy !== null && busy !== b.which}
          onClick={() => void download(b.which, b.fallback)}
        >
          {b.label}
        </Button>
      ))}
    </Group>
  );
}
