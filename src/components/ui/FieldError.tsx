import type { ReactNode } from 'react'

type Props = {
  /** The id the field's aria-describedby points at while there is an error. */
  id: string
  /** The error text, or nothing. */
  children?: ReactNode
  testId?: string
  /**
   * Texts this field's error can be: the space of the longest is kept free under the field, so an error
   * appearing (on blur, as the pointer goes down on the next control) moves nothing below it.
   */
  reserve?: readonly string[]
}

/**
 * A field's error message in a polite live region that is always in the page, so the error is announced
 * when it appears (a region inserted together with its text often is not), and tied to the field by `id`.
 */
export function FieldError({ id, children, testId, reserve }: Props) {
  const message = children ? (
    <p id={id} className="field-error" data-testid={testId}>
      {children}
    </p>
  ) : null
  if (!reserve?.length) return <div aria-live="polite">{message}</div>
  return (
    <div aria-live="polite" className="field-error-slot">
      {reserve.map((text) => (
        <p key={text} className="field-error" aria-hidden="true" data-reserve="">
          <span aria-hidden="true">⚠ </span>
          {text}
        </p>
      ))}
      {message}
    </div>
  )
}
