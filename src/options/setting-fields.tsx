/**
 * The settings forms' common fields: a label around its control, then the note of a policy that
 * locked it. Each form says only its own names, values and words.
 */
import type { ComponentChildren, JSX } from 'preact';
import { NOT_LOCKED, type PolicyLock } from './set-by-policy.tsx';

interface FieldProps<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
  lock?: PolicyLock;
  /** The label's words (and, for a check box, a hint after them). */
  children: ComponentChildren;
}

/** A check box with its words after it. */
export function CheckboxField({
  name,
  value,
  onChange,
  lock = NOT_LOCKED,
  children,
}: FieldProps<boolean>): JSX.Element {
  return (
    <>
      <label class="check">
        <input
          type="checkbox"
          name={name}
          checked={value}
          onChange={(e) => onChange(e.currentTarget.checked)}
          {...lock.control}
        />
        {children}
      </label>
      {lock.note}
    </>
  );
}

/** A web address, typed in full. */
export function UrlField({
  name,
  value,
  onChange,
  lock = NOT_LOCKED,
  children,
  required = false,
  placeholder,
}: FieldProps<string> & { required?: boolean; placeholder?: string }): JSX.Element {
  return (
    <>
      <label>
        {children}
        <input
          type="url"
          name={name}
          required={required}
          placeholder={placeholder}
          value={value}
          onInput={(e) => onChange(e.currentTarget.value)}
          {...lock.control}
        />
      </label>
      {lock.note}
    </>
  );
}

/** A whole number of credits, zero or more. */
export function CreditsField({
  name,
  value,
  onChange,
  lock = NOT_LOCKED,
  children,
}: FieldProps<number>): JSX.Element {
  return (
    <>
      <label>
        {children}
        <input
          type="number"
          name={name}
          min={0}
          step={1}
          required
          value={value}
          onInput={(e) => onChange(Number(e.currentTarget.value))}
          {...lock.control}
        />
      </label>
      {lock.note}
    </>
  );
}
