/**
 * The invoice fields rendered to HTML (react-dom/server) inside a react-hook-form form, in the
 * visitor's language: which fields each type shows, and how labels, hints and errors are tied to them.
 */
import { NextIntlClientProvider } from 'next-intl'
import { createElement, type ComponentType, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form'
import { describe, expect, it } from 'vitest'

import { INVOICE_TYPES } from '@/domain/invoice'
import { LOCALES, type Locale } from '@/domain/locale'
import { MESSAGES } from '@/i18n/messages'

import { InvoiceFields } from './InvoiceFields'

/** createElement with the children as arguments (this file is .ts: no JSX). */
const h = <P extends object>(type: ComponentType<P>, props: Omit<P, 'children'>, ...children: ReactNode[]) =>
  createElement(type as ComponentType<Omit<P, 'children'>>, props, ...children)

function render(locale: Locale, invoice: Record<string, unknown>, errors?: FieldErrors) {
  function Form() {
    const form = useForm({ defaultValues: { invoice }, errors })
    return h(FormProvider, form, h(InvoiceFields, {}))
  }
  return renderToStaticMarkup(h(NextIntlClientProvider, { locale, messages: MESSAGES[locale], timeZone: 'Asia/Taipei' }, h(Form, {})))
}

const inputsOf = (html: string) => [...html.matchAll(/<input [^>]*name="([^"]+)"/g)].map((m) => m[1])
const attribute = (html: string, id: string, name: string) => new RegExp(`<input[^>]*id="${id}"[^>]*${name}="([^"]*)"`).exec(html)?.[1]

describe('InvoiceFields', () => {
  it.each(LOCALES)('%s: a radio group of the five types, labelled and described in the language', (locale) => {
    const m = MESSAGES[locale].invoiceForm
    const html = render(locale, {})
    expect(html).toMatch(/<fieldset[^>]*id="order-invoice-type"[^>]*aria-describedby="order-invoice-type-hint"/)
    expect(html).toContain(`>${m.legend}</legend>`)
    expect(html).toContain(`id="order-invoice-type-hint"`)
    for (const type of INVOICE_TYPES) {
      expect(html).toContain(`value="${type}"`)
      expect(html).toContain(m.types[type].label)
    }
    expect(inputsOf(html)).toEqual(INVOICE_TYPES.map(() => 'invoice.type'))
  })

  it('the chosen type is checked, and only its fields are shown', () => {
    expect(render('en', { type: 'company' })).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="company"/)
    expect(new Set(inputsOf(render('en', { type: 'memberCarrier' })))).toEqual(new Set(['invoice.type']))
    expect(new Set(inputsOf(render('en', { type: 'nonResident' })))).toEqual(new Set(['invoice.type']))
    expect(new Set(inputsOf(render('en', { type: 'mobileBarcode' })))).toEqual(new Set(['invoice.type', 'invoice.mobileBarcode', 'invoice.saveAsUsualCarrier']))
    expect(new Set(inputsOf(render('en', { type: 'company' })))).toEqual(new Set(['invoice.type', 'invoice.taxId', 'invoice.companyTitle']))
    expect(new Set(inputsOf(render('en', { type: 'donation' })))).toEqual(new Set(['invoice.type', 'invoice.loveCode']))
  })

  it('each input has its label and its hint (ko)', () => {
    const m = MESSAGES.ko.invoiceForm
    const html = render('ko', { type: 'company' })
    expect(html).toContain(`<label for="order-invoice-taxId">${m.taxId}</label>`)
    expect(attribute(html, 'order-invoice-taxId', 'aria-describedby')).toBe('order-invoice-taxId-hint')
    expect(attribute(html, 'order-invoice-taxId', 'inputMode')).toBe('numeric')
    expect(attribute(html, 'order-invoice-companyTitle', 'maxLength')).toBe('60')
    expect(html).toContain(m.companyTitleHint.replace('{max}', '60'))
  })

  it('the barcode asks for capitals; the agreement is a checkbox with its own label (vi)', () => {
    const html = render('vi', { type: 'mobileBarcode' })
    expect(attribute(html, 'order-invoice-mobileBarcode', 'autoCapitalize')).toBe('characters')
    expect(attribute(html, 'order-invoice-mobileBarcode', 'maxLength')).toBe('8')
    expect(html).toMatch(/<label[^>]*><input type="checkbox" id="order-invoice-saveAsUsualCarrier"/)
    expect(html).toContain(MESSAGES.vi.invoiceForm.saveAsUsualCarrier)
  })

  it('an error is shown under its field in the language and tied to it (ja)', () => {
    const errors = { invoice: { taxId: { type: 'custom', message: 'taxIdInvalid' }, type: undefined } } as unknown as FieldErrors
    const html = render('ja', { type: 'company', taxId: '12345678' }, errors)
    expect(attribute(html, 'order-invoice-taxId', 'aria-invalid')).toBe('true')
    expect(attribute(html, 'order-invoice-taxId', 'aria-describedby')).toBe('order-invoice-taxId-hint order-invoice-taxId-error')
    expect(html).toContain(`id="order-invoice-taxId-error"`)
    expect(html).toContain(MESSAGES.ja.validation.taxIdInvalid)
    expect(attribute(html, 'order-invoice-companyTitle', 'aria-invalid')).toBe('false')
  })
})
