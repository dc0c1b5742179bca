import type { Field, GlobalConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { publishedOrStaff, versionsOfStaff } from '@/cms/access/publishedOrStaff'
import { label } from '@/cms/labels'
import { CHAT_PARAM_MAX, chatScriptUrlProblem } from '@/domain/chatWidget'
import { isTimeOfDay } from '@/domain/dates'
import { HOURS_DAYS, type OpeningHours } from '@/domain/serviceHours'
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

const CLOCK_PROBLEM = label(['Use a 24-hour time, HH:mm (e.g. 09:00).', '請以 24 小時制 HH:mm 填寫（例如 09:00）。', '24時間制の HH:mm で入力してください（例：09:00）。', '请以 24 小时制 HH:mm 填写（例如 09:00）。', '24시간제 HH:mm 형식으로 입력해 주세요(예: 09:00).', 'Nhập giờ theo định dạng 24 giờ HH:mm (ví dụ 09:00).'])
const validClock = (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
  typeof value === 'string' && isTimeOfDay(value) ? true : inLanguage(CLOCK_PROBLEM, req.i18n?.language)

const DAYS_PROBLEM = label(['Choose the days.', '請選擇服務日。', '受付日を選択してください。', '请选择服务日。', '운영 요일을 선택해 주세요.', 'Hãy chọn ngày phục vụ.'])
const validateDays = (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
  typeof value === 'string' && (HOURS_DAYS as readonly string[]).includes(value) ? true : inLanguage(DAYS_PROBLEM, req.i18n?.language)

/** Days and clock times in Taiwan time: the one source every page and mail words them from (src/domain/serviceHours.ts). */
function hoursGroup(name: string, defaults: OpeningHours, words: Parameters<typeof label>[0]): Field {
  return {
    name,
    type: 'group',
    label: label(words),
    fields: [
      {
        name: 'days',
        type: 'select',
        // Not `required`: Payload's GraphQL would then demand the whole group in every site-settings update; the
        // defaults and validateDays keep a value in place.
        validate: validateDays,
        defaultValue: defaults.days,
        label: label(['Days', '服務日', '受付日', '服务日', '운영 요일', 'Ngày phục vụ']),
        options: HOURS_DAYS.map((value) => ({
          value,
          label: value === 'daily' ? label(['Every day', '每日', '毎日', '每天', '매일', 'Hằng ngày']) : label(['Monday to Friday (closed on public holidays)', '週一至週五（國定假日休息）', '月〜金（祝日休業）', '周一至周五（法定节假日休息）', '월~금(공휴일 휴무)', 'Thứ Hai đến thứ Sáu (nghỉ ngày lễ)']),
        })),
      },
      { name: 'opensAt', type: 'text', defaultValue: defaults.opensAt, validate: validClock, label: label(['Opens (HH:mm)', '開始（HH:mm）', '開始（HH:mm）', '开始（HH:mm）', '시작(HH:mm)', 'Mở (HH:mm)']) },
      { name: 'closesAt', type: 'text', defaultValue: defaults.closesAt, validate: validClock, label: label(['Closes (HH:mm)', '結束（HH:mm）', '終了（HH:mm）', '结束（HH:mm）', '종료(HH:mm)', 'Đóng (HH:mm)']) },
    ],
  }
}

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
    hoursGroup('customerServiceHours', { days: 'daily', opensAt: '09:00', closesAt: '23:00' }, [
      'Customer service hours (messages and e-mail), Taiwan time',
      '客服時間（留言與電子郵件），台灣時間',
      'カスタマーサービスの受付時間（お問い合わせフォーム・メール）、台湾時間',
      '客服时间（留言与电子邮件），台湾时间',
      '고객센터 운영 시간(문의·이메일), 대만 시간',
      'Giờ chăm sóc khách hàng (tin nhắn và e-mail), giờ Đài Loan',
    ]),
    hoursGroup('officeHours', { days: 'weekdays', opensAt: '09:00', closesAt: '18:00' }, [
      'Office hours, Taiwan time',
      '辦公室服務時間，台灣時間',
      'オフィスの営業時間、台湾時間',
      '办公时间，台湾时间',
      '사무실 운영 시간, 대만 시간',
      'Giờ làm việc văn phòng, giờ Đài Loan',
    ]),
    {
      // Issue 40 item 8: who runs the shop, shown on About, Terms and Privacy in every language.
      name: 'operator',
      type: 'group',
      label: label(['Operator (shown on About, Terms and Privacy)', '經營者資訊（顯示於關於我們、服務條款與隱私權政策）', '運営会社（会社概要・利用規約・プライバシーポリシーに表示）', '运营方信息（显示于关于我们、服务条款与隐私政策）', '운영사 정보(회사 소개·이용약관·개인정보 처리방침에 표시)', 'Đơn vị vận hành (hiển thị ở Về chúng tôi, Điều khoản và Chính sách bảo mật)']),
      fields: [
        { name: 'companyName', type: 'text', localized: true, maxLength: 120, label: label(['Company name', '公司名稱', '会社名', '公司名称', '회사명', 'Tên công ty']) },
        { name: 'registrationNumber', type: 'text', maxLength: 20, label: label(['Business registration number (Unified Business No.)', '統一編號', '統一編號（事業者番号）', '统一编号', '사업자 등록번호(통일편호)', 'Mã số doanh nghiệp (Đài Loan)']) },
        { name: 'address', type: 'text', localized: true, maxLength: 200, label: label(['Registered address', '登記地址', '所在地', '登记地址', '등록 주소', 'Địa chỉ đăng ký']) },
        { name: 'email', type: 'email', label: label(['Contact e-mail', '聯絡信箱', '連絡先メールアドレス', '联系邮箱', '연락처 이메일', 'E-mail liên hệ']) },
        { name: 'phone', type: 'text', maxLength: 30, label: label(['Contact phone', '聯絡電話', '連絡先電話番号', '联系电话', '연락처 전화번호', 'Điện thoại liên hệ']) },
      ],
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
