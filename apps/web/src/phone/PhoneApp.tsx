import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { phoneRouteOf } from '@mingle/shared';
import type { Locale } from '../i18n/locales';
import type { CompiledPhoneCatalog } from '../i18n/compiled';
import { PHONE_LANGUAGES } from '../i18n/phoneLanguages';
import { LanguageProvider, useT } from '../i18n/speaking';
import { participantStore } from '../live/participantStore';
import { JoinScreen } from './join/JoinScreen';
import { loadPhoneLanguage } from './language';
import { usePhoneLocation } from './navigation';
import classes from './phone.module.css';
import { Play } from './play/Play';
import { OfflineBanner } from './play/PlayHeader';

/** The participant's app (ADR 24): join, lobby and play, in the phone's language. */
export function PhoneApp({ locale: initialLocale, catalog }: { locale: Locale; catalog?: CompiledPhoneCatalog }) {
  const [locale, setLocale] = useState(initialLocale);
  const [preloaded] = useState(catalog);
  // Loads can finish out of order (French asked, then cleared at once): only the latest counts.
  const latest = useRef(0);
  const onEventLanguage = useCallback((language: string | null) => {
    const ask = ++latest.current;
    void loadPhoneLanguage(language).then(({ locale: next }) => {
      if (ask === latest.current) setLocale(next);
    });
  }, []);
  return (
    <LanguageProvider languages={PHONE_LANGUAGES} locale={locale} preloaded={locale === initialLocale ? preloaded : undefined}>
      <PhoneRoutes onEventLanguage={onEventLanguage} />
    </LanguageProvider>
  );
}

function PhoneRoutes({ onEventLanguage }: { onEventLanguage(language: string | null): void }) {
  const t = useT();
  const location = usePhoneLocation();
  const route = phoneRouteOf(location.pathname, location.search);
  const eventId = route?.kind === 'event' ? route.eventId : null;
  const seat = useMemo(() => (eventId ? participantStore().load(eventId) : null), [eventId]);

  useEffect(() => {
    // The route table's /event/{id} is the big screen on a browser without a seat in the event.
    if (eventId && !seat) window.location.replace(`/spectate/${encodeURIComponent(eventId)}`);
  }, [eventId, seat]);
  useEffect(() => {
    document.title = `${t(route?.kind === 'event' ? 'phone.lobby.label' : 'phone.join.title')} · Mingle`;
  }, [route?.kind, t]);

  if (route?.kind === 'event') return seat ? <Play key={seat.eventId} seat={seat} onEventLanguage={onEventLanguage} /> : null;
  return (
    <main className={classes.page}>
      <OfflineBanner />
      <div className={classes.content}>
        <JoinScreen code={route?.code ?? ''} prefill={location.prefill} onEventLanguage={onEventLanguage} />
      </div>
    </main>
  );
}
