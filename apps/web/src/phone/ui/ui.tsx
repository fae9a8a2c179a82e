import { mdiAlertCircleOutline } from '@mdi/js';
import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Icon } from '../../components/Icon';
import classes from './ui.module.css';

type Look = 'primary' | 'plain' | 'light';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  look?: Look;
  size?: 'lg' | 'xl';
  full?: boolean;
  loading?: boolean;
}

const buttonClass = (look: Look, size: 'lg' | 'xl', full: boolean, extra = '') =>
  [classes.button, look !== 'primary' && classes[look], size === 'xl' && classes.xl, full && classes.full, extra].filter(Boolean).join(' ');

/** A button: the brand's filled one, or a plain or light one; `loading` keeps its label and says it is busy. */
export function Button({
  look = 'primary',
  size = 'lg',
  full = false,
  loading = false,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={buttonClass(look, size, full, className)} aria-busy={loading || undefined} {...rest}>
      {loading && <span className={`${classes.spinner} ${classes.small}`} aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A link that looks like a button: navigation between the phone's pages stays a real link. */
export function LinkButton({
  href,
  look = 'primary',
  size = 'lg',
  children,
}: {
  href: string;
  look?: Look;
  size?: 'lg' | 'xl';
  children: ReactNode;
}) {
  return (
    <a href={href} className={buttonClass(look, size, false)}>
      {children}
    </a>
  );
}

export function Spinner({ label }: { label?: string }) {
  return <span className={classes.spinner} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />;
}

interface FieldProps {
  label: string;
  description?: string;
  error?: string | null;
  /** Where the description goes: before the input (forms) or after it (counters). */
  descriptionAfter?: boolean;
}

function FieldFrame({ id, label, description, error, descriptionAfter, children }: FieldProps & { id: string; children: ReactNode }) {
  const desc = description ? (
    <span id={`${id}-d`} className={classes.description}>
      {description}
    </span>
  ) : null;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {!descriptionAfter && desc}
      {children}
      {descriptionAfter && desc}
      {error && (
        <span id={`${id}-e`} className={classes.error}>
          {error}
        </span>
      )}
    </div>
  );
}

const describedBy = (id: string, { description, error }: FieldProps) =>
  [description && `${id}-d`, error && `${id}-e`].filter(Boolean).join(' ') || undefined;

export function TextField({
  label,
  description,
  error,
  descriptionAfter,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} description={description} error={error} descriptionAfter={descriptionAfter}>
      <input
        id={id}
        className={`${classes.input} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, description, error })}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextArea({
  label,
  description,
  error,
  descriptionAfter,
  ...input
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} description={description} error={error} descriptionAfter={descriptionAfter}>
      <textarea
        id={id}
        className={classes.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, description, error })}
        {...input}
      />
    </FieldFrame>
  );
}

/** A problem to read: a title and a sentence, announced as it appears. */
export function Alert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className={classes.alert} role="alert">
      <Icon path={mdiAlertCircleOutline} size={24} />
      <div>
        {title && <p className={classes.alertTitle}>{title}</p>}
        <p className={classes.alertText}>{children}</p>
      </div>
    </div>
  );
}

export const uiClasses = classes;
