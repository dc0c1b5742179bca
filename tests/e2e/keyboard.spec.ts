/**
 * Keyboard alone (issue 15): the whole order flow (search → product → plan → form → mailed code → confirm)
 * and the header menus with Tab, Shift+Tab, Enter, Space, the arrow keys and Escape only — never a click.
 * At every key press the focused control must be in view, not entirely hidden under the sticky header
 * (WCAG 2.4.11), show a focus indicator (2.4.7: a computed outline or box-shadow) and Tab must move the
 * focus on (2.1.2: no trap). Also: the banner carousel stops turning under prefers-reduced-motion and
 * while focused or hovered (2.2.2), header targets are at least 24 × 24 px (2.5.8), and field errors are
 * announced (a live region present before the text, or role=alert) and tied to their fields.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { LOCALE_COOKIE } from '../../src/domain/locale'
import { budgetFor, hydrated, LOCALE_INFO, messages, pathIn, subjectPattern, waitForMail, type Locale } from './support'

/** What has the focus, as a keyboard user sees it. */
type Focus = {
  none: boolean
  /** The same element as before the key press. */
  same: boolean
  tag: string
  id: string
  testId: string
  type: string
  href: string
  name: string
  checked: boolean
  /** data-testid of its ancestors, innermost first. */
  within: string[]
  inViewport: boolean
  /** At least one of five points of it is not covered by something else (the sticky header). */
  unobscured: boolean
  indicator: string
}

type Marked = Window & { __kbPrev?: Element | null }

/** Runs in the page: describes document.activeElement. */
function probeFocus(): Focus {
  const el = document.activeElement as HTMLElement | null
  const same = el === (window as Marked).__kbPrev
  if (!el || el === document.body || el === document.documentElement)
    return { none: true, same, tag: '', id: '', testId: '', type: '', href: '', name: '', checked: false, within: [], inViewport: false, unobscured: false, indicator: '' }
  const toggle = el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')
  const own = getComputedStyle(el)
  const ownRect = el.getBoundingClientRect()
  // A radio or checkbox drawn by its label (the input itself transparent or 1 px).
  const drawn = toggle && (ownRect.width < 4 || ownRect.height < 4 || own.opacity === '0')
  const box = (drawn ? el.closest('label') : null) ?? el
  const r = box.getBoundingClientRect()
  const inViewport = r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth
  const unobscured = [
    [0.5, 0.5],
    [0.1, 0.1],
    [0.9, 0.1],
    [0.1, 0.9],
    [0.9, 0.9],
  ].some(([fx, fy]) => {
    const x = r.left + r.width * fx!
    const y = r.top + r.height * fy!
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false
    const hit = document.elementFromPoint(x, y)
    return Boolean(hit) && box.contains(hit)
  })
  const outline = (s: CSSStyleDeclaration) =>
    s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && s.outlineColor !== 'rgba(0, 0, 0, 0)' ? `outline ${s.outlineWidth} ${s.outlineStyle}` : ''
  const shadow = (s: CSSStyleDeclaration) => (s.boxShadow && s.boxShadow !== 'none' ? `box-shadow ${s.boxShadow}` : '')
  const around = (n: Element | null | undefined) => (n ? outline(getComputedStyle(n)) || outline(getComputedStyle(n, '::after')) : '')
  const indicator = drawn
    ? around(el.nextElementSibling) || around(el.closest('label'))
    : outline(own) ||
      shadow(own) ||
      outline(getComputedStyle(el, '::after')) ||
      outline(getComputedStyle(el, '::before')) ||
      (toggle ? around(el.closest('label')) : '')
  const within: string[] = []
  for (let n = el.parentElement; n; n = n.parentElement) if (n.dataset.testid) within.push(n.dataset.testid)
  const name = (el.getAttribute('aria-label') || el.innerText || (el as HTMLInputElement).placeholder || '').trim().replace(/\s+/g, ' ').slice(0, 60)
  return {
    none: false,
    same,
    tag: el.tagName.toLowerCase(),
    id: el.id,
    testId: el.dataset.testid ?? '',
    type: el.getAttribute('type') ?? '',
    href: el.getAttribute('href') ?? '',
    name,
    checked: toggle ? (el as HTMLInputElement).checked : false,
    within,
    inViewport,
    unobscured,
    indicator,
  }
}

const label = (f: Focus) => `<${f.tag}${f.id ? `#${f.id}` : ''}${f.testId ? ` [${f.testId}]` : ''}${f.href ? ` ${f.href}` : ''}> "${f.name}"`
const problem = (f: Focus) =>
  f.none
    ? 'nothing has the focus'
    : !f.inViewport
      ? `${label(f)} is out of view`
      : !f.unobscured
        ? `${label(f)} is covered`
        : // The skip link's target, a landmark and no control, needs no indicator.
          !f.indicator && f.tag !== 'main'
          ? `${label(f)} shows no focus indicator`
          : ''

/** The focus after a key: in view, not covered, with an indicator (given a moment for scrolling and transitions). */
async function focusNow(page: Page): Promise<Focus> {
  let last: Focus | undefined
  await expect
    .poll(
      async () => {
        last = await page.evaluate(probeFocus)
        return problem(last)
      },
      { timeout: 3_000, intervals: [50, 100, 250] },
    )
    .toBe('')
  return last!
}

/** Fields whose parts Tab visits in turn (a date's day, month and year) keep the focus for a few presses. */
const MULTI_PART = new Set(['date', 'time', 'datetime-local', 'month', 'week'])

async function press(page: Page, key: string): Promise<Focus> {
  await page.evaluate(() => {
    ;(window as Marked).__kbPrev = document.activeElement
  })
  await page.keyboard.press(key)
  return focusNow(page)
}

/**
 * Tab (or Shift+Tab) until `match`, checking every control passed on the way; fails when the focus stops
 * moving (a trap) or after `max` presses.
 */
async function tabTo(page: Page, match: (f: Focus) => boolean, what: string, { back = false, max = 80 } = {}): Promise<Focus> {
  const seen: string[] = []
  let stayed = 0
  for (let i = 0; i < max; i++) {
    const f = await press(page, back ? 'Shift+Tab' : 'Tab')
    seen.push(label(f))
    if (f.same) {
      stayed++
      expect(MULTI_PART.has(f.type) && stayed < 4, `the focus is stuck on ${label(f)}`).toBe(true)
    } else stayed = 0
    if (match(f)) return f
  }
  throw new Error(`${what} not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}: ${seen.join(' → ')}`)
}

/** Skip link, then into the page's main content (the way past the header a keyboard user takes). */
async function skipToMain(page: Page) {
  // After a full load the first Tab reaches it; after a client-side navigation the sequential focus starts
  // where the new page's content begins, so Shift+Tab walks back through the header to it.
  const first = await press(page, 'Tab')
  if (first.href !== '#main') await tabTo(page, (f) => f.href === '#main', 'the skip link', { back: true, max: 25 })
  await page.keyboard.press('Enter')
  await expectFocus(page, (f) => f.tag, 'main')
}

/** Waits for the focus to land where the page moves it (a step's heading, a field). */
async function expectFocus(page: Page, part: (f: Focus) => string, value: string) {
  await expect.poll(async () => part(await focusNow(page))).toBe(value)
}

/** Interactive controls of the header under 24 × 24 px (WCAG 2.5.8), as "label w×h". */
async function smallHeaderTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header a, header button, header summary, header select, header input')]
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.classList.contains('skip-link')
      })
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 24 || r.height < 24)
      .map(({ el, r }) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`),
  )
}

const LANG_HEADER: Record<Locale, string> = { 'zh-TW': 'zh-tw', 'zh-CN': 'zh-cn', en: 'en', ja: 'jp', ko: 'kr', vi: 'vi' }
type BookInfo = { id: number; name: string; plans: { id: string }[]; pickup: { airports: { counters: unknown[] }[] } | null }

async function api<T>(request: APIRequestContext, path: string, data: unknown, locale: Locale): Promise<T> {
  const response = await request.post(path, { data, headers: { lang: LANG_HEADER[locale], currency: 'TWD' } })
  const body = (await response.json()) as { code: number; message: string; data: T }
  expect(body.code, `${path}: ${body.message}`).toBe(200)
  return body.data
}

/** The first product of a card type with a plan (an eSIM: without pickup; a physical card: with a counter). */
async function productOf(request: APIRequestContext, locale: Locale, cardType: 'esim' | 'physical') {
  const { list } = await api<{ list: { id: number }[] }>(request, '/api/productList', { cardType, pageSize: 50 }, locale)
  for (const { id } of list) {
    const info = await api<BookInfo>(request, '/api/getBookInfo', { productId: id }, locale)
    const fits = cardType === 'esim' ? !info.pickup : Boolean(info.pickup?.airports.some((a) => a.counters.length))
    if (info.plans.length && fits) return info
  }
  throw new Error(`the seed has no ${cardType} product with a plan`)
}

const sixDigits = (text: string) => {
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1]
  expect(code, 'a 6-digit code in the verification mail').toBeTruthy()
  return code!
}

const withLocaleCookie = async (page: Page, baseURL: string | undefined, locale: Locale) =>
  page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }])

test.describe('keyboard only', () => {
  // The browser's own language (the date field's order of month, day and year) stays English; the page's is set by the address.
  test.use({ locale: 'en-US' })

  test('zh-TW: search, product, plan, order form, mailed code and confirmation with the keyboard alone', async ({ page, request, baseURL }) => {
    budgetFor(6)
    const locale: Locale = 'zh-TW'
    const m = messages(locale)
    await withLocaleCookie(page, baseURL, locale)
    const info = await productOf(request, locale, 'esim')
    const plan = info.plans[1] ?? info.plans[0]!
    const email = `keys-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}@example.test`

    // Search from the header.
    await page.goto(pathIn(locale, '/'))
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await tabTo(page, (f) => f.id === 'site-search', 'the search field')
    await page.keyboard.type(info.name)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/cardType') && url.searchParams.get('name') === info.name)

    // The product among the results.
    await skipToMain(page)
    await tabTo(page, (f) => f.href === pathIn(locale, `/details/${info.id}`), `the link to product ${info.id}`)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, `/details/${info.id}`))
    await expect(page.getByTestId('plan-selector')).toHaveAttribute('data-hydrated', 'true')

    // The plan: a radio group, moved through with the arrow keys.
    await skipToMain(page)
    let focus = await tabTo(page, (f) => f.type === 'radio' && f.within.includes('plan-selector'), 'the plan choice')
    expect(focus.checked, 'Tab enters the group on its chosen plan').toBe(true)
    if (plan !== info.plans[0]) {
      focus = await press(page, 'ArrowDown')
      expect(focus.checked).toBe(true)
      await expect(page.locator(`[data-testid="plan-option"][data-plan-id="${plan.id}"] input`)).toBeChecked()
    }
    await tabTo(page, (f) => f.testId === 'book-now', 'Book now')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/bookNow/order') && url.searchParams.get('plan') === plan.id)
    const form = page.getByTestId('order-form')
    await expect(form).toHaveAttribute('data-hydrated', 'true')

    // Step 1 (the plan came with the address) → step 2, whose heading takes the focus.
    await skipToMain(page)
    await tabTo(page, (f) => f.testId === 'continue' && f.within.includes('step-item'), 'Continue on step 1')
    await page.keyboard.press('Enter')
    await expect(form).toHaveAttribute('data-step', 'contact')
    await expectFocus(page, (f) => f.id, 'order-step-contact')

    // Contact, and the code mailed over real SMTP.
    await tabTo(page, (f) => f.id === 'order-email', 'the e-mail field')
    await page.keyboard.type(email)
    await tabTo(page, (f) => f.testId === 'phone-number', 'the phone number')
    await page.keyboard.type('0912345678')
    await tabTo(page, (f) => f.testId === 'send-code', 'Send code')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('code-status')).toContainText(email)
    // Sending moves the focus to the code field.
    await expectFocus(page, (f) => f.id, 'order-verificationCode')
    const mail = await waitForMail(email, subjectPattern(m.mail.verificationCode.subject))
    await page.keyboard.type(sixDigits(`${mail.subject}\n${mail.text}`))
    await tabTo(page, (f) => f.testId === 'continue' && f.within.includes('step-contact'), 'Continue on step 2')
    await page.keyboard.press('Enter')
    await expect(form).toHaveAttribute('data-step', 'traveller')
    await expectFocus(page, (f) => f.id, 'order-step-traveller')

    // The traveller: names, the birth date typed part by part, the terms box ticked with Space.
    await tabTo(page, (f) => f.id === 'order-surname', 'the surname')
    await page.keyboard.type('CHEN')
    await press(page, 'Tab')
    await page.keyboard.type('MEI LING')
    focus = await press(page, 'Tab')
    expect(focus.id).toBe('order-birthDate')
    await page.keyboard.type('04121990')
    await expect(page.locator('#order-birthDate')).toHaveValue('1990-04-12')
    focus = await tabTo(page, (f) => f.id === 'order-agree', 'the terms box')
    expect(focus.checked).toBe(false)
    focus = await press(page, 'Space')
    expect(focus.checked).toBe(true)
    // No trap: Shift+Tab leaves the box and Tab comes back to it.
    focus = await press(page, 'Shift+Tab')
    expect(focus.same).toBe(false)
    focus = await press(page, 'Tab')
    expect(focus.id).toBe('order-agree')
    await tabTo(page, (f) => f.testId === 'continue' && f.within.includes('step-traveller'), 'Continue on step 3')
    await page.keyboard.press('Enter')
    await expect(form).toHaveAttribute('data-step', 'confirm')
    await expectFocus(page, (f) => f.id, 'order-step-confirm')

    // Confirmation: the order is placed from the keyboard and the payment page opens.
    const confirm = page.getByTestId('step-confirm')
    await expect(confirm).toContainText(email)
    await expect(confirm.getByTestId('place-order')).toBeEnabled()
    await tabTo(page, (f) => f.testId === 'place-order', 'Place order')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/checkout') && Boolean(url.searchParams.get('order')), { timeout: 30_000 })
  })

  // The searched list is the cached list page: its HTML shows every product, and the script puts what the search finds
  // in its place. A keyboard user on a slow phone tabs before that; the focus must not fall to the top of the page.
  test('ja: a product link tabbed to before the script runs keeps the focus when the search’s results replace the plain list', async ({ page, request, baseURL }) => {
    budgetFor(3)
    const locale: Locale = 'ja'
    await withLocaleCookie(page, baseURL, locale)
    await page.goto(pathIn(locale, '/cardType'))
    const href = await page.locator('main a[href*="/details/"]').first().getAttribute('href')
    const productId = Number(/\/details\/(\d+)$/.exec(href ?? '')?.[1])
    expect(productId, 'the list links a product').toBeGreaterThan(0)
    const { name } = await api<BookInfo>(request, '/api/getBookInfo', { productId }, locale)

    // The page's scripts wait until the keyboard is in the list.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
      async (route) => {
        await held
        await route.continue()
      },
    )
    await page.goto(pathIn(locale, `/cardType?name=${encodeURIComponent(name)}`), { waitUntil: 'domcontentloaded' })
    await expect(page.getByTestId('result-count')).not.toContainText(name)
    await skipToMain(page)
    await tabTo(page, (f) => f.href === href, `the link to product ${productId}`)

    release()
    await expect(page.getByTestId('result-count')).toContainText(name)
    const focus = await focusNow(page)
    expect(focus.href).toBe(href)
    // The plain list is gone: the link the focus is on is the found list's.
    await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1)
    // …and the keyboard goes on from there.
    expect((await press(page, 'Shift+Tab')).none).toBe(false)
  })

  for (const locale of ['zh-TW', 'en'] as const) {
    test(`${locale}: the header menus open, move and close with the keyboard at 1280 and 390 px`, async ({ page, baseURL }) => {
      budgetFor(2)
      const m = messages(locale)
      await withLocaleCookie(page, baseURL, locale)
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(pathIn(locale, '/aboutUs'))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      // The menu button's handlers are in once the page is hydrated (it marks the current page's link).
      await expect(page.locator('#site-nav a[data-nav-path="/aboutUs"]')).toHaveAttribute('aria-current', 'page')
      await hydrated(page, '[data-testid="language-menu"]')
      expect(await smallHeaderTargets(page), 'header targets under 24 × 24 px at 1280 px').toEqual([])

      // A submenu shows while its item has the focus; Escape hides it and leaves the focus on the item's link.
      const submenu = page.locator('#site-nav a[data-nav-path="/cardType"]').locator('xpath=../ul')
      await tabTo(page, (f) => f.href === pathIn(locale, '/cardType'), 'the All products menu item')
      await expect(submenu).toBeVisible()
      let focus = await press(page, 'Tab')
      await expect(submenu.locator('a').first()).toBeFocused()
      focus = await press(page, 'Escape')
      expect(focus.href).toBe(pathIn(locale, '/cardType'))
      await expect(submenu).toBeHidden()
      // Tab now goes on to the next item; coming back shows the submenu again.
      focus = await press(page, 'Tab')
      expect(focus.href).toBe(pathIn(locale, '/cardPickupLocation'))
      await expect(submenu).toBeHidden()
      focus = await press(page, 'Shift+Tab')
      expect(focus.href).toBe(pathIn(locale, '/cardType'))
      await expect(submenu).toBeVisible()

      // The language menu: Enter opens it, the arrow keys move, Escape closes it onto its button.
      const languages = page.getByTestId('language-menu')
      // Its name holds the language name it shows at this width (label in name, WCAG 2.5.3).
      await expect(languages.locator('summary')).toHaveAccessibleName(`${m.header.language} ${LOCALE_INFO[locale].label}`)
      await tabTo(page, (f) => f.tag === 'summary' && f.within.includes('language-menu'), 'the language menu', { back: true })
      await press(page, 'Enter')
      await expect(languages).toHaveAttribute('open', '')
      focus = await press(page, 'ArrowDown')
      expect(focus.href).toBe(pathIn('zh-TW', '/aboutUs'))
      focus = await press(page, 'ArrowDown')
      expect(focus.href).toBe(pathIn('zh-CN', '/aboutUs'))
      focus = await press(page, 'ArrowUp')
      expect(focus.href).toBe(pathIn('zh-TW', '/aboutUs'))
      focus = await press(page, 'Escape')
      expect(focus.tag).toBe('summary')
      await expect(languages).not.toHaveAttribute('open', '')
      // Space opens it too; Tab walks its six links and, leaving it, closes it.
      await press(page, 'Space')
      await expect(languages).toHaveAttribute('open', '')
      for (let i = 0; i < 6; i++) expect((await press(page, 'Tab')).within).toContain('language-menu')
      focus = await press(page, 'Tab')
      expect(focus.testId).toBe('currency-select')
      await expect(languages).not.toHaveAttribute('open', '')
      // The currency menu: moving through it changes nothing (WCAG 3.2.2); Escape leaves TWD in place.
      const currencies = page.getByTestId('currency-menu')
      const url = page.url()
      await press(page, 'Enter')
      await expect(currencies).toHaveAttribute('open', '')
      for (let i = 0; i < 3; i++) expect((await press(page, 'ArrowDown')).within).toContain('currency-menu')
      focus = await press(page, 'Escape')
      expect(focus.testId).toBe('currency-select')
      await expect(currencies).not.toHaveAttribute('open', '')
      expect(page.url()).toBe(url)
      await expect(page.getByTestId('currency-select')).toHaveAttribute('data-currency', 'TWD')

      // 390 px: the Products button opens the drawer; Escape closes it and gives the focus back to the button.
      await page.setViewportSize({ width: 390, height: 844 })
      const button = page.getByTestId('menu-button')
      const drawer = page.locator('#site-nav')
      await expect(button).toHaveAccessibleName(`${m.header.products} (${m.header.openMenu})`)
      await tabTo(page, (f) => f.testId === 'menu-button', 'the menu button')
      await expect(drawer).toBeHidden()
      await press(page, 'Enter')
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expect(drawer).toBeVisible()
      focus = await press(page, 'Tab')
      expect(focus.href).toBe(pathIn(locale, '/aboutUs'))
      focus = await press(page, 'Tab')
      expect(focus.href).toBe(pathIn(locale, '/newMessage'))
      expect(await smallHeaderTargets(page), 'header targets under 24 × 24 px at 390 px, menu open').toEqual([])
      focus = await press(page, 'Escape')
      expect(focus.testId).toBe('menu-button')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(drawer).toBeHidden()
      await press(page, 'Space')
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expect(button).toHaveAccessibleName(`${m.header.products} (${m.header.closeMenu})`)
      focus = await press(page, 'Escape')
      expect(focus.testId).toBe('menu-button')
      await expect(drawer).toBeHidden()
      // No trap around the closed menu: Tab leaves the button for Book now.
      focus = await press(page, 'Tab')
      expect(focus.href).toBe(pathIn(locale, '/bookNow'))
      // The open drawer closes once the focus leaves it (it would cover what the focus went to).
      focus = await press(page, 'Shift+Tab')
      expect(focus.testId).toBe('menu-button')
      await press(page, 'Enter')
      await expect(drawer).toBeVisible()
      focus = await press(page, 'Shift+Tab')
      expect(focus.testId).toBe('user-menu')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(drawer).toBeHidden()
    })
  }

  test('en: the banner carousel turns only while nobody reads it, and never under prefers-reduced-motion', async ({ page, baseURL }) => {
    budgetFor(3)
    const m = messages('en').homePage
    await withLocaleCookie(page, baseURL, 'en')
    // The page's timers under the test's control: a slide lasts 7 s.
    await page.clock.install()
    await page.goto('/en')
    await hydrated(page, '[data-testid="banner-carousel"]')
    const carousel = page.getByTestId('banner-carousel')
    const slides = carousel.getByTestId('banner-slide')
    expect(await slides.count(), 'the seed has two published banners').toBeGreaterThan(1)
    const shown = () => carousel.locator('[data-testid="banner-slide"]:not([hidden])').getAttribute('aria-label')
    const turnsWithin = async (ms: number) => {
      const before = await shown()
      await page.clock.runFor(ms)
      // React renders in tasks it posts to a MessageChannel (not under the fake clock): once messages posted after the
      // timers ran come back, the render they started is on the page.
      await page.evaluate(async () => {
        for (let i = 0; i < 2; i++) {
          await new Promise((resolve) => {
            const channel = new MessageChannel()
            channel.port1.onmessage = resolve
            channel.port2.postMessage(null)
          })
        }
      })
      return (await shown()) !== before
    }
    // The first slide is the page's LCP image: painted as it arrives, nothing in it fades in (issue 39).
    const animated = () =>
      carousel.locator('[data-testid="banner-slide"]:not([hidden])').evaluate((slide) =>
        [slide, ...slide.querySelectorAll<HTMLElement>('*')].map((el) => getComputedStyle(el).animationName).filter((name) => name !== 'none'),
      )
    expect(await animated()).toEqual([])
    // Hydrated, the visitor's system allows motion: it plays (the server rendered it still).
    await expect(carousel.getByTestId('banner-pause')).toHaveAttribute('aria-label', m.pause)
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off')
    expect(await turnsWithin(7_500)).toBe(true)
    expect((await animated()).length, 'a slide turned to fades in').toBeGreaterThan(0)
    // The slide just shown: its picture fades in, its title and subtitle are at full contrast from the first frame.
    const textOpacity = await carousel.locator('[data-testid="banner-slide"]:not([hidden])').evaluate((slide) => {
      const opacities: number[] = []
      for (const el of slide.querySelectorAll<HTMLElement>('*')) {
        if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) continue
        let opacity = 1
        for (let e: HTMLElement | null = el; e && e !== slide.parentElement; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity)
        opacities.push(opacity)
      }
      return opacities
    })
    expect(textOpacity.length, 'the slide has a caption').toBeGreaterThan(0)
    expect(Math.min(...textOpacity)).toBe(1)

    // Focus inside (by the keyboard): it stops, and announces its slides.
    await tabTo(page, (f) => f.within.includes('banner-carousel'), 'the carousel')
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')
    expect(await turnsWithin(15_000)).toBe(false)
    // Focus gone: it plays again.
    await tabTo(page, (f) => !f.within.includes('banner-carousel'), 'past the carousel', { back: true })
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off')
    expect(await turnsWithin(7_500)).toBe(true)

    // The pointer on it: it stops; off it: it plays.
    await carousel.hover()
    expect(await turnsWithin(15_000)).toBe(false)
    await page.mouse.move(0, 0)
    expect(await turnsWithin(7_500)).toBe(true)

    // Less motion asked for: it never turns by itself, and its button offers to start it.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    await hydrated(page, '[data-testid="banner-carousel"]')
    await expect(carousel.getByTestId('banner-pause')).toHaveAttribute('aria-label', m.play)
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')
    expect(await turnsWithin(15_000)).toBe(false)
    expect(await turnsWithin(15_000)).toBe(false)
  })

  test('errors are announced and tied to their fields: login (en), redemption (vi), plan choice (zh-TW)', async ({ page, request }) => {
    budgetFor(4)
    // Login: the empty form sent with Enter.
    const en = messages('en')
    await page.goto('/en/login')
    const login = page.getByTestId('login-form')
    await expect(login).toHaveAttribute('data-hydrated', 'true')
    // The live regions are in the page before any message (one inserted with its text is often not read).
    await expect(login.locator('[aria-live="polite"]')).toHaveCount(2)
    await skipToMain(page)
    await tabTo(page, (f) => f.id === 'login-email', 'the e-mail field')
    await page.keyboard.press('Enter')
    for (const field of ['email', 'password']) {
      const input = page.locator(`#login-${field}`)
      const error = page.locator(`#login-${field}-error`)
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toHaveAttribute('aria-describedby', `login-${field}-error`)
      await expect(error).toBeVisible()
      await expect(error).toHaveText(en.validation.required)
      await expect(error.locator('xpath=..')).toHaveAttribute('aria-live', 'polite')
    }
    // The focus goes to the first field in error.
    await expectFocus(page, (f) => f.id, 'login-email')
    await page.keyboard.type('traveller@example.test')
    await press(page, 'Tab')
    await expect(page.locator('#login-email')).toHaveAttribute('aria-invalid', 'false')
    await expect(page.locator('#login-email')).not.toHaveAttribute('aria-describedby')
    await expect(page.locator('#login-email-error')).toHaveCount(0)

    // Redemption: the serial number's error is an alert tied to the field.
    const vi = messages('vi')
    await page.goto(pathIn('vi', '/bookNow/exchange'))
    await expect(page.getByTestId('serial-check')).toHaveAttribute('data-hydrated', 'true')
    await skipToMain(page)
    await tabTo(page, (f) => f.id === 'serial-number', 'the serial number')
    await page.keyboard.press('Enter')
    const serialError = page.getByTestId('serial-error')
    await expect(serialError).toHaveText(`⚠ ${vi.validation.serialRequired}`)
    await expect(serialError).toHaveAttribute('role', 'alert')
    await expect(page.locator('#serial-number')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#serial-number')).toHaveAttribute('aria-describedby', /(^| )serial-number-error( |$)/)
    await expectFocus(page, (f) => f.id, 'serial-number')

    // The product page's plan choice: Book now without a pickup.
    const tw = messages('zh-TW')
    const physical = await productOf(request, 'zh-TW', 'physical')
    await page.goto(pathIn('zh-TW', `/details/${physical.id}`))
    const selector = page.getByTestId('plan-selector')
    await expect(selector).toHaveAttribute('data-hydrated', 'true')
    await skipToMain(page)
    await tabTo(page, (f) => f.testId === 'book-now', 'Book now')
    await page.keyboard.press('Enter')
    for (const [field, testId, text] of [
      ['location', 'pickup-location', tw.product.errors.location],
      ['date', 'pickup-date', tw.product.errors.date],
    ] as const) {
      const error = selector.getByTestId(`error-${field}`)
      await expect(error).toHaveText(text)
      await expect(error.locator('xpath=..')).toHaveAttribute('aria-live', 'polite')
      const id = (await error.getAttribute('id'))!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      await expect(selector.getByTestId(testId)).toHaveAttribute('aria-invalid', 'true')
      await expect(selector.getByTestId(testId)).toHaveAttribute('aria-describedby', new RegExp(`(^| )${id}( |$)`))
    }
    await expectFocus(page, (f) => f.testId, 'pickup-location')
    await expect(page).toHaveURL((url) => url.pathname === pathIn('zh-TW', `/details/${physical.id}`))
  })
})
