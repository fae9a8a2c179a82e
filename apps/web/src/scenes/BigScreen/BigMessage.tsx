import { ScreenFrame } from '../../slides/common/ScreenParts';

/** A plain message at big-screen size: connecting, between slides, not found. */
export function BigMessage({ title, text }: { title: string; text: string }) {
  return (
    <ScreenFrame>
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 24,
          textAlign: 'center',
        }}
      >
        <h1 style={{ margin: 0, fontSize: 64, fontWeight: 900, lineHeight: 1.1 }}>{title}</h1>
        <p style={{ margin: 0, fontSize: 30, opacity: 0.9, maxWidth: 900 }}>{text}</p>
      </div>
    </ScreenFrame>
  );
}
