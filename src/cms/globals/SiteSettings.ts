import type { GlobalConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { hasStaffRole } from '@/cms/access/hasStaffRole'
import { label } from '@/cms/labels'
import { CHAT_PARAM_MAX, chatScriptUrlProblem } from '@/domain/chatWidget'
import { invalidate, CACHE_TAGS } from '@/server/cache'
import { forgetChatOrigin } from '@/server/http/chatOrigin'

/** Validation words of the chat fields in the admin's language (en, zh-TW, ja, zh; others read English). */
const CHAT_URL_PROBLEMS = {
  required: label(['The script address is required while the chat is on.', '啟用聊天時必須填寫腳本網址。', 'チャットを有効にする場合はスクリプトの URL が必要です。', '启用聊天时必须填写脚本网址。']),
  notHttps: label(['Only an https:// address is allowed.', '只接受 https:// 開頭的網址。', 'https:// で始まる URL のみ使用できます。', '只接受 https:// 开头的网址。']),
  invalid: label(['Not a usable script address (https://host/path, no user name or password).', '不是可用的腳本網址（https://主機/路徑，不可含帳號密碼）。', '使用できないスクリプト URL です（https://ホスト/パス、ユーザー名やパスワードは不可）。', '不是可用的脚本网址（https://主机/路径，不可含账号密码）。']),
}
const inLanguage = (words: Record<string, string>, language: string | undefined) => words[language ?? 'en'] ?? words.en!

/** Contact details shown in the header and footer of every page, order rules, the ad tag and the chat widget. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Content' },
  access: { read: anyone, update: hasStaffRole('editor') },
  hooks: {
    afterChange: [
      () => {
        invalidate(CACHE_TAGS.siteSettings)
        forgetChatOrigin()
      },
    ],
  },
  fields: [
    { name: 'freeCallNumber', type: 'text', required: true, defaultValue: '0800-000-000' },
    {
      name: 'serviceHours',
      type: 'text',
      localized: true,
      required: true,
      admin: { description: 'Customer-service hours shown in the footer' },
    },
    {
      name: 'supportHours',
      type: 'text',
      localized: true,
      required: true,
      admin: { description: 'Office support hours (the Vietnamese page states GMT+7)' },
    },
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        {
          name: 'platform',
          type: 'select',
          required: true,
          options: ['facebook', 'instagram', 'line', 'youtube', 'x'].map((v) => ({ label: v, value: v })),
        },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'orderRules',
      type: 'group',
      access: { update: hasStaffRole() },
      admin: { description: 'Admins only' },
      fields: [
        {
          name: 'unpaidCancelAfterMinutes',
          type: 'number',
          required: true,
          defaultValue: 30,
          min: 5,
          max: 7 * 24 * 60,
          admin: { description: 'An order not paid within this many minutes is cancelled (its promo-code use and seats are released)' },
        },
        {
          name: 'esimLowStock',
          type: 'number',
          required: true,
          defaultValue: 20,
          min: 0,
          admin: { description: 'Alert staff when a product has fewer unused eSIM codes than this' },
        },
      ],
    },
    {
      name: 'adConversion',
      type: 'group',
      admin: { description: 'Ad tag: a conversion event with the order value fires once per paid order. Empty: no tag.' },
      fields: [
        { name: 'sendTo', type: 'text', admin: { description: 'e.g. AW-123456789/AbC-D_efG (Google tag send_to)' } },
        { name: 'currency', type: 'text', defaultValue: 'TWD' },
      ],
    },
    {
      // Spec §7: the third-party chat script on every storefront page. Ids are public by nature (they are in
      // every page's script address); the address decides what the CSP lets run, so only admins set it.
      name: 'chatWidget',
      type: 'group',
      label: label(['Chat widget', '線上客服聊天', 'チャットウィジェット', '在线客服聊天']),
      // Read by anyone like the rest of site settings (public by nature); written by admins only.
      access: { read: () => true, create: hasStaffRole(), update: hasStaffRole() },
      admin: {
        description: label([
          'Admins only. The chat script loads on every storefront page with these parameters and the page language; the site allows its origin only while it is on.',
          '僅限管理員。啟用後，每個前台頁面都會以這些參數與頁面語言載入聊天腳本；只有啟用時網站才允許該來源。',
          '管理者のみ。有効にすると、すべてのストアページでこれらのパラメーターとページの言語でチャットスクリプトを読み込みます。有効な間だけそのオリジンを許可します。',
          '仅限管理员。启用后，每个前台页面都会以这些参数与页面语言加载聊天脚本；只有启用时网站才允许该来源。',
        ]),
      },
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false, label: label(['Chat on', '啟用聊天', 'チャットを有効にする', '启用聊天']) },
        {
          name: 'scriptUrl',
          type: 'text',
          maxLength: 500,
          label: label(['Script address (https)', '腳本網址（https）', 'スクリプト URL（https）', '脚本网址（https）']),
          admin: { description: 'https://…/widget.js' },
          validate: (value: unknown, { siblingData, req }: { siblingData: { enabled?: boolean | null }; req: { i18n?: { language?: string } } }) => {
            const url = typeof value === 'string' ? value.trim() : ''
            const language = req.i18n?.language
            if (!url) return siblingData?.enabled ? inLanguage(CHAT_URL_PROBLEMS.required, language) : true
            const problem = chatScriptUrlProblem(url)
            return problem ? inLanguage(CHAT_URL_PROBLEMS[problem], language) : true
          },
        },
        { name: 'platform', type: 'text', maxLength: CHAT_PARAM_MAX, label: label(['Platform', '平台', 'プラットフォーム', '平台']) },
        { name: 'accessId', type: 'text', maxLength: CHAT_PARAM_MAX, label: label(['Access ID', '存取 ID', 'アクセス ID', '访问 ID']) },
        { name: 'medium', type: 'text', maxLength: CHAT_PARAM_MAX, label: label(['Medium', '來源媒介', 'メディア', '来源媒介']) },
      ],
    },
  ],
}
