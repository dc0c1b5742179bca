import type { GlobalConfig } from 'payload'

import { hasStaffRole } from '@/cms/access/hasStaffRole'
import { publishedOrStaff, versionsOfStaff } from '@/cms/access/publishedOrStaff'
import { label } from '@/cms/labels'
import { CHAT_PARAM_MAX, chatScriptUrlProblem } from '@/domain/chatWidget'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { globalVersions } from '@/cms/versions'
import { CACHE_TAGS } from '@/server/cache'

/** Validation words of the chat fields in the admin's language. */
const CHAT_URL_PROBLEMS = {
  required: label(['The script address is required while the chat is on.', '啟用聊天時必須填寫腳本網址。', 'チャットを有効にする場合はスクリプトの URL が必要です。', '启用聊天时必须填写脚本网址。', '채팅을 켜려면 스크립트 주소가 필요합니다.', 'Khi bật trò chuyện, phải nhập địa chỉ script.']),
  notHttps: label(['Only an https:// address is allowed.', '只接受 https:// 開頭的網址。', 'https:// で始まる URL のみ使用できます。', '只接受 https:// 开头的网址。', 'https:// 로 시작하는 주소만 사용할 수 있습니다.', 'Chỉ chấp nhận địa chỉ bắt đầu bằng https://.']),
  invalid: label(['Not a usable script address (https://host/path, no user name or password).', '不是可用的腳本網址（https://主機/路徑，不可含帳號密碼）。', '使用できないスクリプト URL です（https://ホスト/パス、ユーザー名やパスワードは不可）。', '不是可用的脚本网址（https://主机/路径，不可含账号密码）。', '사용할 수 없는 스크립트 주소입니다(https://호스트/경로, 사용자 이름과 비밀번호는 넣을 수 없습니다).', 'Địa chỉ script không dùng được (https://máy-chủ/đường-dẫn, không kèm tên đăng nhập hay mật khẩu).']),
}
const inLanguage = (words: Record<string, string>, language: string | undefined) => words[language ?? 'en'] ?? words.en!

/** Contact details shown in the header and footer of every page, order rules, the ad tag and the chat widget. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Content' },
  access: { read: publishedOrStaff, readVersions: versionsOfStaff, update: hasStaffRole('editor') },
  versions: globalVersions,
  hooks: {
    afterChange: [
      // Expires the chat origin of the proxy too (src/server/cache.ts), here and in the other processes.
      revalidateGlobal(CACHE_TAGS.siteSettings),
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
      label: label(['Chat widget', '線上客服聊天', 'チャットウィジェット', '在线客服聊天', '채팅 상담', 'Trò chuyện hỗ trợ']),
      // Read by anyone like the rest of site settings (public by nature); written by admins only.
      access: { read: () => true, create: hasStaffRole(), update: hasStaffRole() },
      admin: {
        description: label([
          'Admins only. The chat script loads on every storefront page with these parameters and the page language; the site allows its origin only while it is on.',
          '僅限管理員。啟用後，每個前台頁面都會以這些參數與頁面語言載入聊天腳本；只有啟用時網站才允許該來源。',
          '管理者のみ。有効にすると、すべてのストアページでこれらのパラメーターとページの言語でチャットスクリプトを読み込みます。有効な間だけそのオリジンを許可します。',
          '仅限管理员。启用后，每个前台页面都会以这些参数与页面语言加载聊天脚本；只有启用时网站才允许该来源。',
          '관리자 전용입니다. 켜면 모든 스토어 페이지에서 이 값과 페이지 언어로 채팅 스크립트를 불러오며, 켜져 있는 동안에만 사이트가 그 출처를 허용합니다.',
          'Chỉ quản trị viên. Khi bật, mọi trang cửa hàng tải script trò chuyện với các tham số này và ngôn ngữ của trang; trang web chỉ cho phép nguồn đó khi đang bật.',
        ]),
      },
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false, label: label(['Chat on', '啟用聊天', 'チャットを有効にする', '启用聊天', '채팅 켜기', 'Bật trò chuyện']) },
        {
          name: 'scriptUrl',
          type: 'text',
          maxLength: 500,
          label: label(['Script address (https)', '腳本網址（https）', 'スクリプト URL（https）', '脚本网址（https）', '스크립트 주소(https)', 'Địa chỉ script (https)']),
          admin: { description: 'https://…/widget.js' },
          validate: (value: unknown, { siblingData, req }: { siblingData: { enabled?: boolean | null }; req: { i18n?: { language?: string } } }) => {
            const url = typeof value === 'string' ? value.trim() : ''
            const language = req.i18n?.language
            if (!url) return siblingData?.enabled ? inLanguage(CHAT_URL_PROBLEMS.required, language) : true
            const problem = chatScriptUrlProblem(url)
            return problem ? inLanguage(CHAT_URL_PROBLEMS[problem], language) : true
          },
        },
        { name: 'platform', type: 'text', maxLength: CHAT_PARAM_MAX, label: label(['Platform', '平台', 'プラットフォーム', '平台', '플랫폼', 'Nền tảng']) },
        { name: 'accessId', type: 'text', maxLength: CHAT_PARAM_MAX, label: label(['Access ID', '存取 ID', 'アクセス ID', '访问 ID', '액세스 ID', 'ID truy cập']) },
        { name: 'medium', type: 'text', maxLength: CHAT_PARAM_MAX, label: label(['Medium', '來源媒介', 'メディア', '来源媒介', '유입 매체', 'Kênh nguồn']) },
      ],
    },
  ],
}
