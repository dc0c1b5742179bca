'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import { mergeFieldStyles } from '@payloadcms/ui/shared'
import type { CodeFieldClientProps, JSONFieldClientProps } from 'payload'

/**
 * A code or JSON field nobody edits in the admin (an outbox mail's HTML, an audit entry's or a payment's detail), shown
 * as text. Payload's own field loads its editor (Monaco) from cdn.jsdelivr.net, a CDN that serves any npm package as
 * a script, which the admin's Content-Security-Policy does not allow: no field of ours needs an editor
 * (src/cms/readOnlyCode.test.ts holds every code and JSON field to this component).
 */
export function ReadOnlyCode({ path, field }: CodeFieldClientProps | JSONFieldClientProps) {
  const { value } = useField<unknown>({ path })
  const text = value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2)
  return (
    <div className="field-type read-only-code" style={mergeFieldStyles(field)} data-testid={`read-only-code-${path}`}>
      <FieldLabel label={field.label} path={path} />
      <pre
        tabIndex={0}
        style={{
          margin: 0,
          maxHeight: '32rem',
          overflow: 'auto',
          padding: '0.75rem',
          borderRadius: 'var(--style-radius-s)',
          border: '1px solid var(--theme-elevation-150)',
          background: 'var(--theme-elevation-50)',
          color: 'var(--theme-text)',
          fontSize: '0.8125rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {text}
      </pre>
      {field.admin?.description ? <FieldDescription description={field.admin.description} path={path} /> : null}
    </div>
  )
}
