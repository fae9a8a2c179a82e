import { QRCodeSVG } from 'qrcode.react';
import type { LiveState } from '../../live/operations';
import classes from './BigScreen.module.css';

/** What the room reads while people join: where to go, the code, and who is in. */
export function BigLobby({ state, origin }: { state: LiveState; origin: string }) {
  const host = origin.replace(/^https?:\/\//, '');
  const names = state.lobbyNames ?? [];
  const count = state.participantCount;
  return (
    <div className={classes.lobby}>
      <div className={classes.joinCard}>
        <div className={classes.joinText}>
          <p className={classes.joinLabel}>Join on your phone at</p>
          <p className={classes.joinUrl}>
            <span>{host}/go</span> with the code
          </p>
          <p className={classes.code} aria-label={`Code ${state.code.split('').join(' ')}`}>
            {state.code}
          </p>
        </div>
        <div className={classes.qr}>
          <QRCodeSVG value={`${origin}/${state.code}`} size={210} level="M" title={`Scan to join: ${host}/${state.code}`} />
          <p className={classes.qrCaption}>{`${host}/${state.code}`}</p>
        </div>
      </div>
      <div style={{ minWidth: 0 }}>
        <h1 className={classes.title}>{state.title}</h1>
        {names.length ? (
          <ul className={classes.names} aria-label="Players in the lobby">
            {names.map((n) => (
              <li key={n} className={classes.name}>
                {n}
              </li>
            ))}
          </ul>
        ) : (
          <p className={classes.waiting}>Waiting for the first players…</p>
        )}
      </div>
      <div className={classes.count} aria-live="polite">
        <span className={classes.countNumber}>{count}</span>
        <span className={classes.countLabel}>{count === 1 ? 'player' : 'players'}</span>
      </div>
    </div>
  );
}
