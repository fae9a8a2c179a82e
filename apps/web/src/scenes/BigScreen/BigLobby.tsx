import { QRCodeSVG } from 'qrcode.react';
import { useT } from '../../i18n';
import type { LiveState } from '../../live/operations';
import classes from './BigScreen.module.css';

/** What the room reads while people join: where to go, the code, and who is in. */
export function BigLobby({ state, origin }: { state: LiveState; origin: string }) {
  const host = origin.replace(/^https?:\/\//, '');
  const names = state.lobbyNames ?? [];
  const count = state.participantCount;
  const t = useT();
  return (
    <div className={classes.lobby}>
      <div className={classes.joinCard}>
        <div className={classes.joinText}>
          <p className={classes.joinLabel}>{t('screen.lobby.joinAt')}</p>
          <p className={classes.joinUrl}>
            <span>{host}/go</span> {t('screen.lobby.withCode')}
          </p>
          <p className={classes.code} aria-label={t('screen.lobby.code', { spelled: state.code.split('').join(' ') })}>
            {state.code}
          </p>
        </div>
        <div className={classes.qr}>
          <QRCodeSVG
            value={`${origin}/${state.code}`}
            size={210}
            level="M"
            title={t('screen.lobby.scan', { url: `${host}/${state.code}` })}
          />
          <p className={classes.qrCaption}>{`${host}/${state.code}`}</p>
        </div>
      </div>
      <div style={{ minWidth: 0 }}>
        <h1 className={classes.title}>{state.title}</h1>
        {names.length ? (
          <ul className={classes.names} aria-label={t('screen.lobby.players')}>
            {names.map((n) => (
              <li key={n} className={classes.name}>
                {n}
              </li>
            ))}
          </ul>
        ) : (
          <p className={classes.waiting}>{t('screen.lobby.waiting')}</p>
        )}
      </div>
      <div className={classes.count} aria-live="polite">
        <span className={classes.countNumber}>{count}</span>
        <span className={classes.countLabel}>{t('screen.lobby.count', { count })}</span>
      </div>
    </div>
  );
}
