/** Home-page banners (one unpublished, to prove drafts never reach the shop). */
import type { SeedDoc } from './store'

export const BANNERS: SeedDoc<'banners'>[] = [
  {
    key: '5g-unlimited',
    shared: (refs) => ({ image: refs.id('media', 'banner-5g-unlimited'), link: '/cardType', _status: 'published' as const, sortOrder: 10 }),
    text: {
      'zh-TW': { title: '一落地就上網', subtitle: '5G 吃到飽上網卡 NT$300 起，四大機場取卡' },
      'zh-CN': { title: '一落地就上网', subtitle: '5G 无限流量上网卡 NT$300 起，四大机场取卡' },
      en: { title: 'Land in Taiwan, online in minutes', subtitle: '5G unlimited SIM from NT$300, pick up at four airports' },
      ja: { title: '台湾に着いたら、すぐネットへ', subtitle: '5G無制限SIMがNT$300から。4つの空港で受け取り可能' },
      ko: { title: '대만 도착과 동시에 인터넷 연결', subtitle: '5G 무제한 유심 NT$300부터, 4개 공항에서 수령' },
      vi: { title: 'Hạ cánh là có mạng', subtitle: 'SIM 5G không giới hạn từ 300 NT$, nhận tại 4 sân bay' },
    },
  },
  {
    key: 'esim',
    shared: (refs) => ({ image: refs.id('media', 'banner-esim'), link: `/cardType/${refs.id('product-categories', 'esim')}`, _status: 'published' as const, sortOrder: 20 }),
    text: {
      'zh-TW': { title: '免換卡、免排隊的 eSIM', subtitle: '付款後 QR Code 立即寄送，出發前就能設定完成' },
      'zh-CN': { title: '免换卡、免排队的 eSIM', subtitle: '付款后二维码即时发送，出发前就能设置完成' },
      en: { title: 'eSIM: no SIM swap, no queue', subtitle: 'Your QR code arrives right after payment, so you can set up before you fly' },
      ja: { title: '差し替えも行列も不要のeSIM', subtitle: '決済後すぐにQRコードをお届け。出発前に設定を完了できます' },
      ko: { title: '유심 교체도 대기도 필요 없는 eSIM', subtitle: '결제 즉시 QR 코드 발송, 출국 전에 설정을 끝내세요' },
      vi: { title: 'eSIM: không thay SIM, không xếp hàng', subtitle: 'Mã QR gửi ngay sau khi thanh toán, cài đặt xong trước khi bay' },
    },
  },
  {
    key: 'observatory-draft',
    shared: (refs) => ({ image: refs.id('media', 'banner-observatory'), link: '/travelActivities', _status: 'draft' as const, sortOrder: 30 }),
    text: {
      'zh-TW': { title: '跨年夜觀景台特別場（草稿）', subtitle: '限量時段即將開賣，敬請期待' },
      'zh-CN': { title: '跨年夜观景台特别场（草稿）', subtitle: '限量时段即将开售，敬请期待' },
      en: { title: "New Year's Eve at the observatory (draft)", subtitle: 'Limited time slots go on sale soon' },
      ja: { title: '大みそか展望台特別営業（下書き）', subtitle: '数量限定の時間枠をまもなく販売開始' },
      ko: { title: '새해 전야 전망대 특별 운영(초안)', subtitle: '한정 시간대 곧 판매 시작' },
      vi: { title: 'Đêm giao thừa trên đài quan sát (bản nháp)', subtitle: 'Khung giờ giới hạn sắp mở bán' },
    },
  },
]
