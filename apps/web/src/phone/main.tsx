import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { handOffArrived } from '../scenes/PhonePage/handOff';
import { loadPhoneLanguage } from './language';
import { PhoneApp } from './PhoneApp';
import './phone.css';

/**
 * The participant's phone app (ADR 24), its own entry (phone.html): built with Preact behind
 * the React API, with no component library and no GraphQL client, so a phone on a venue's
 * network is playing within seconds. The language's catalog loads before the first frame.
 */
handOffArrived();
void loadPhoneLanguage(null).then(({ locale, catalog }) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PhoneApp locale={locale} catalog={catalog} />
    </StrictMode>,
  );
});
