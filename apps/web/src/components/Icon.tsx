import type { CSSProperties } from 'react';

interface IconProps {
  /** An `@mdi/js` path, e.g. `mdiAccount`. */
  path: string;
  size?: number | string;
  /** Given, the icon is announced; otherwise it is decorative and hidden from assistive tech. */
  title?: string;
  color?: string;
  style?: CSSProperties;
  className?: string;
}

/** Material Design Icons (the seed's `mdi` pack) as inline SVG: no icon font to download. */
export function Icon({ path, size = 20, title, color = 'currentColor', style, className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
      style={{ flex: 'none', ...style }}
      className={className}
    >
      <path d={path} fill={color} />
    </svg>
  );
}
