import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * One SIM card per passport (issue 36): the orders' holders of cards 2, 3, … (orders_further_holders), and the
 * seeded content brought in line with the order form. The content part changes only a sentence exactly as the seed
 * wrote it ("one prepaid card per traveller ID", which contradicted the form's 1–10 cards): a text staff edited is
 * left alone. Its words are written out here (a migration is a snapshot), as messages.cardHolders.rule says them now.
 */
type Locale = 'zh-TW' | 'zh-CN' | 'en' | 'ja' | 'ko' | 'vi'
type Node = { type?: string; text?: string; children?: Node[]; [key: string]: unknown }

const RULE: Record<Locale, string> = {
  'zh-TW': '依台灣實名制規定，每張 SIM 卡登記一位持卡人的護照。一筆訂單可訂購多張卡，每張卡各有一位持卡人，取卡時每位持卡人須出示本人護照。',
  'zh-CN': '根据台湾实名制规定，每张 SIM 卡登记一位持卡人的护照。一笔订单可订购多张卡，每张卡各有一位持卡人，取卡时每位持卡人须出示本人护照。',
  en: 'Each SIM card is registered to one person’s passport (Taiwan’s real-name rule). One order can hold several cards, one per holder: each holder shows their own passport at pickup.',
  ja: '台湾の実名登録制度により、SIMカードは1枚ごとに1人のパスポートで登録されます。1回のご注文で複数枚をご購入いただけます（1枚につき名義人1人）。受け取りの際は、名義人ご本人のパスポートをそれぞれご提示ください。',
  ko: '대만 실명제에 따라 유심은 1장마다 한 사람의 여권으로 등록됩니다. 한 주문에 여러 장을 담을 수 있으며(1장당 명의자 1명), 수령 시 명의자마다 본인 여권을 제시해야 합니다.',
  vi: 'Theo quy định đăng ký chính chủ của Đài Loan, mỗi thẻ SIM được đăng ký theo hộ chiếu của một người. Một đơn hàng có thể gồm nhiều thẻ, mỗi thẻ một chủ thẻ: khi nhận thẻ, mỗi chủ thẻ xuất trình hộ chiếu của chính mình.',
}

/** The seed's sentences of the old rule (product notes, purchase notes, terms, airport tips), per language. */
const OLD_RULE: Record<Locale, string[]> = {
  'zh-TW': ['每位旅客（每一證件）限購一張預付卡。', '依電信法規，每位旅客（每一證件）限購一張預付卡。', '一本護照限領一張預付卡。'],
  'zh-CN': ['每位旅客（每一证件）限购一张预付卡。', '根据电信法规，每位旅客（每一证件）限购一张预付卡。', '一本护照限领一张预付卡。'],
  en: ['One prepaid card per traveller ID.', 'Under telecom rules, one prepaid card per traveller ID.'],
  ja: ['プリペイドカードは旅行者1名（身分証明書1点）につき1枚までです。', '通信法令により、プリペイドカードは旅行者1名（身分証明書1点）につき1枚までです。', 'プリペイドカードはパスポート1冊につき1枚までです。'],
  ko: ['선불 유심은 여행자 1인(신분증 1개)당 1장만 구매할 수 있습니다.', '통신 법규에 따라 여행자 1인(신분증 1개)당 선불 유심 1장만 구매할 수 있습니다.', '여권 1개당 선불 유심 1장만 수령할 수 있습니다.'],
  vi: [
    'Mỗi khách (mỗi giấy tờ tùy thân) chỉ được mua một thẻ trả trước.',
    'Theo quy định viễn thông, mỗi khách (mỗi giấy tờ tùy thân) chỉ được mua một thẻ trả trước.',
    'Mỗi giấy tờ tùy thân chỉ được nhận một thẻ trả trước.',
  ],
}

/** The FAQ "how many cards" as seeded, and as it reads now: the rule, then how the form asks for each holder. */
const FAQ: Record<Locale, { question: [old: string, now: string]; answer: [old: string, now: string] }> = {
  'zh-TW': {
    question: ['一個人可以買幾張預付卡？', '可以幫同行旅客一起買 SIM 卡嗎？'],
    answer: ['依電信法規，每位旅客（每一證件）限購一張預付卡。同行旅客請以各自的護照分別下單。', `${RULE['zh-TW']}訂購時選好張數後，請為第 2 張起的每張卡填寫持卡人護照上的英文姓名及出生日期；第 1 張卡登記於您本人。每位持卡人須年滿 18 歲，並於取卡時親自出示護照。`],
  },
  'zh-CN': {
    question: ['一个人可以买几张预付卡？', '可以帮同行旅客一起买 SIM 卡吗？'],
    answer: ['根据电信法规，每位旅客（每一证件）限购一张预付卡。同行旅客请用各自的护照分别下单。', `${RULE['zh-CN']}下单时选好张数后，请为第 2 张起的每张卡填写持卡人护照上的英文姓名及出生日期；第 1 张卡登记在您本人名下。每位持卡人须年满 18 周岁，并在取卡时亲自出示护照。`],
  },
  en: {
    question: ['How many prepaid cards can one person buy?', 'Can I buy SIM cards for my travel companions?'],
    answer: ['Telecom rules allow one prepaid card per traveller ID. Travel companions should each order with their own passport.', `${RULE.en} Choose how many cards you need, then give the holder of each card after the first: their name as in their passport and their date of birth (card 1 is yours). Every holder must be 18 or older and shows their own passport at the counter.`],
  },
  ja: {
    question: ['1人で何枚まで購入できますか？', '同行者の分のSIMカードもまとめて購入できますか？'],
    answer: ['通信法令により、プリペイドカードは旅行者1名（身分証明書1点）につき1枚までです。同行者の方はそれぞれご自身のパスポートでご注文ください。', `${RULE.ja}ご注文時に枚数を選び、2枚目以降のカードごとに名義人のパスポートどおりの氏名と生年月日を入力してください（1枚目はご本人の名義です）。名義人は18歳以上で、受け取りの際はご本人のパスポートをご提示いただきます。`],
  },
  ko: {
    question: ['한 사람이 선불 유심을 몇 장까지 살 수 있습니까?', '일행의 유심도 함께 구매할 수 있습니까?'],
    answer: ['통신 법규에 따라 여행자 1인(신분증 1개)당 1장만 구매할 수 있습니다. 일행은 각자의 여권으로 따로 주문해 주세요.', `${RULE.ko} 주문할 때 수량을 고른 뒤 2번째 유심부터 유심마다 명의자의 여권상 이름과 생년월일을 입력해 주세요(1번째 유심은 본인 명의). 명의자는 만 18세 이상이어야 하며 수령 시 본인 여권을 제시해야 합니다.`],
  },
  vi: {
    question: ['Một người được mua bao nhiêu thẻ trả trước?', 'Tôi có thể mua thẻ SIM cho bạn đồng hành không?'],
    answer: ['Theo quy định viễn thông, mỗi khách (mỗi giấy tờ tùy thân) chỉ được mua một thẻ. Bạn đồng hành vui lòng đặt riêng bằng hộ chiếu của mình.', `${RULE.vi} Chọn số lượng thẻ, rồi nhập chủ thẻ cho mỗi thẻ từ thẻ thứ 2: họ tên như trên hộ chiếu và ngày sinh (thẻ 1 đứng tên bạn). Mỗi chủ thẻ phải từ 18 tuổi và tự xuất trình hộ chiếu của mình tại quầy.`],
  },
}

const isLocale = (value: unknown): value is Locale => typeof value === 'string' && value in RULE

/**
 * Rich text with each text node `change` names replaced (a string) or dropped (null), and a list item left empty by a
 * drop dropped with it; null when nothing changed.
 */
function rewrite(state: unknown, change: (text: string) => string | null | undefined): unknown {
  let changed = false
  const walk = (nodes: Node[]): Node[] =>
    nodes.flatMap((node) => {
      if (node.type === 'text' && typeof node.text === 'string') {
        const next = change(node.text)
        if (next === undefined) return [node]
        changed = true
        return next === null ? [] : [{ ...node, text: next }]
      }
      if (!Array.isArray(node.children)) return [node]
      const children = walk(node.children)
      return node.type === 'listitem' && node.children.length && !children.length ? [] : [{ ...node, children }]
    })
  const root = (state as { root?: Node } | null)?.root
  if (!root || !Array.isArray(root.children)) return null
  const next = { ...(state as object), root: { ...root, children: walk(root.children) } }
  return changed ? next : null
}

type Rewrite = { table: string; columns: string[]; change: (row: Record<string, unknown>, text: string) => string | null | undefined }

/** Where the seed wrote the rule, and what each exact sentence becomes (an eSIM product's note goes: no passport per eSIM). */
const REWRITES = (forward: boolean): Rewrite[] => {
  const rule = (row: Record<string, unknown>, text: string) => {
    if (!isLocale(row._locale)) return undefined
    if (forward) return OLD_RULE[row._locale].includes(text) ? (row.card_type === 'esim' ? null : RULE[row._locale]) : undefined
    return text === RULE[row._locale] ? OLD_RULE[row._locale][0] : undefined
  }
  const faq = (row: Record<string, unknown>, text: string) => {
    if (!isLocale(row._locale)) return undefined
    const [old, now] = FAQ[row._locale].answer
    return text === (forward ? old : now) ? (forward ? now : old) : undefined
  }
  return [
    { table: 'products_locales', columns: ['features', 'description', 'specifications'], change: rule },
    { table: 'guides_locales', columns: ['content'], change: rule },
    { table: 'pages_locales', columns: ['content'], change: rule },
    { table: 'airports_locales', columns: ['notes'], change: rule },
    { table: 'faqs_locales', columns: ['answer'], change: faq },
  ]
}

async function rewriteContent(db: MigrateUpArgs['db'], forward: boolean) {
  for (const { table, columns, change } of REWRITES(forward)) {
    const from =
      table === 'products_locales'
        ? sql`products_locales join products on products.id = products_locales._parent_id`
        : sql.raw(`"${table}"`)
    const select = sql.raw(columns.map((c) => `"${table}"."${c}"`).join(', '))
    const cardType = table === 'products_locales' ? sql`, products.card_type` : sql``
    const { rows } = await db.execute(sql`select ${sql.raw(`"${table}"`)}.id, ${sql.raw(`"${table}"`)}._locale, ${select}${cardType} from ${from}`)
    for (const row of rows as Record<string, unknown>[]) {
      for (const column of columns) {
        const next = rewrite(row[column], (text) => change(row, text))
        if (next) await db.execute(sql`update ${sql.raw(`"${table}"`)} set ${sql.raw(`"${column}"`)} = ${JSON.stringify(next)}::jsonb where id = ${row.id}`)
      }
    }
  }
  for (const [locale, { question }] of Object.entries(FAQ)) {
    const [old, now] = forward ? question : [question[1], question[0]]
    await db.execute(sql`update faqs_locales set question = ${now} where _locale = ${locale} and question = ${old}`)
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "orders_further_holders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"surname" varchar,
  	"given_name" varchar,
  	"birth_date" varchar,
  	"guardian_required" boolean DEFAULT false
  );
  
  ALTER TABLE "orders_further_holders" ADD CONSTRAINT "orders_further_holders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_further_holders_order_idx" ON "orders_further_holders" USING btree ("_order");
  CREATE INDEX "orders_further_holders_parent_id_idx" ON "orders_further_holders" USING btree ("_parent_id");`)
  await rewriteContent(db, true)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await rewriteContent(db, false)
  await db.execute(sql`
   DROP TABLE "orders_further_holders" CASCADE;`)
}
