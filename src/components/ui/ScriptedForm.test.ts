/**
 * What the server sends before the page's script runs (react-dom/server): a form's fields and a script-only button
 * are disabled, so nothing typed or tapped in that moment is lost; the browser's own submission would be a POST.
 */
import { createElement, type ComponentProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { useScriptGate } from '@/lib/useHydrated'

import { ScriptedForm } from './ScriptedForm'

function MenuButton() {
  return createElement('button', { type: 'button', ...useScriptGate() }, 'Menu')
}

describe('before hydration', () => {
  it('a ScriptedForm posts, and its controls sit in a disabled fieldset, not yet marked hydrated', () => {
    const props: ComponentProps<'form'> & { 'data-testid': string } = { 'data-testid': 'login-form', noValidate: true }
    const html = renderToStaticMarkup(createElement(ScriptedForm, props, createElement('input', { name: 'email' }), createElement('button', { type: 'submit' }, 'Log in')))
    const form = /^<form [^>]*>/.exec(html)![0]
    expect(form).toContain('method="post"')
    expect(form).toContain('data-testid="login-form"')
    expect(html).not.toContain('data-hydrated')
    expect(html).toMatch(/<fieldset disabled=""[^>]*><input name="email"\/><button type="submit">Log in<\/button><\/fieldset><\/form>$/)
  })

  it('a button that needs the script is disabled and marked as waiting for it (drawn undimmed by globals.css)', () => {
    expect(renderToStaticMarkup(createElement(MenuButton))).toBe('<button type="button" disabled="" data-awaiting-script="">Menu</button>')
  })
})
