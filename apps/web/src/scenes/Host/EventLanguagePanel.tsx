import { Paper, Select } from '@mantine/core';
import { LOCALES, LOCALE_NAMES, isLocale, useT } from '../../i18n';
import type { HostState } from './hostOperations';
import type { HostCommands } from './useHostCommands';

/** The select's value for "no language fixed": each screen speaks its browser's. */
const BROWSER = 'browser';

/**
 * The language of the event's phones and big screen (ADR 25). Changing it reaches every
 * screen with the next state frame; nothing else about the event changes.
 */
export function EventLanguagePanel({ host, commands }: { host: HostState; commands: HostCommands }) {
  const t = useT();
  const language = host.event.settings.language;
  const data = [
    { value: BROWSER, label: t('host.language.browser') },
    ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
  ];
  return (
    <Paper withBorder radius="md" p="md">
      <Select
        label={t('host.language.label')}
        description={t('host.language.description')}
        data={data}
        value={isLocale(language) ? language : BROWSER}
        allowDeselect={false}
        disabled={commands.busy}
        onChange={(value) => {
          if (value) void commands.setLanguage(isLocale(value) ? value : null);
        }}
      />
    </Paper>
  );
}
