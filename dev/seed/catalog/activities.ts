/** Tickets & activities: the airport rail ticket and the observation-deck ticket, with its time slots. */
import { VISIT_HORIZON_DAYS } from '@/domain/bookingWindow'
import { addDays, taipeiDate } from '@/domain/dates'

import { rich } from './lexical'
import type { SeedDoc } from './store'

export const ACTIVITIES: SeedDoc<'activities'>[] = [
  {
    key: 'airport-mrt',
    shared: (refs) => ({
      kind: 'rail',
      images: refs.ids('media', ['activity-airport-mrt']),
      railPrices: { oneWayTwd: 150, roundTripTwd: 280 },
      _status: 'published' as const,
      sortOrder: 10,
    }),
    text: {
      'zh-TW': {
        name: '桃園機場捷運車票（機場－台北車站）',
        summary: '機場第一、第二航廈直達台北車站，直達車最快 35 分鐘。提供單程與來回票。',
        venue: '桃園機場捷運（A1 台北車站－A12／A13 機場航廈）',
        description: rich([
          ['p', '搭乘機場捷運是往返桃園機場與台北市區最快的方式。直達車約每 15 分鐘一班，車上設有行李區與免費 Wi‑Fi。'],
          ['h3', '票券內容'],
          ['ul', ['單程票：機場航廈站至台北車站（或反向）一趟', '來回票：去程與回程各一趟，回程須於首次使用後 30 天內搭乘', '直達車與普通車皆可搭乘']],
          ['h3', '使用方式'],
          ['ol', ['付款後收到電子票券 QR Code。', '於機場捷運站閘門掃描 QR Code 進站。', '出站時再次掃描即可。']],
          ['p', '電子票券不可與悠遊卡合併使用；票券一經使用恕不退費。'],
        ]),
      },
      'zh-CN': {
        name: '桃园机场捷运车票（机场－台北车站）',
        summary: '机场第一、第二航站楼直达台北车站，直达车最快 35 分钟。提供单程与往返票。',
        venue: '桃园机场捷运（A1 台北车站－A12／A13 机场航站楼）',
        description: rich([
          ['p', '乘坐机场捷运是往返桃园机场与台北市区最快的方式。直达车约每 15 分钟一班，车上设有行李区与免费 Wi‑Fi。'],
          ['h3', '票券内容'],
          ['ul', ['单程票：机场航站楼站至台北车站（或反向）一趟', '往返票：去程与回程各一趟，回程须在首次使用后 30 天内乘坐', '直达车与普通车均可乘坐']],
          ['h3', '使用方式'],
          ['ol', ['付款后收到电子票二维码。', '在机场捷运站闸机扫描二维码进站。', '出站时再次扫描即可。']],
          ['p', '电子票不可与悠游卡合并使用；票券一经使用恕不退款。'],
        ]),
      },
      en: {
        name: 'Taoyuan Airport MRT Ticket (Airport – Taipei Main Station)',
        summary: 'Direct trains between Terminals 1 and 2 and Taipei Main Station in as little as 35 minutes. One-way and round-trip tickets.',
        venue: 'Taoyuan Airport MRT (A1 Taipei Main Station – A12/A13 Airport Terminals)',
        description: rich([
          ['p', 'The Airport MRT is the fastest way between Taoyuan Airport and downtown Taipei. Express trains run about every 15 minutes and have luggage racks and free Wi-Fi.'],
          ['h3', "What's included"],
          ['ul', ['One-way: one ride between an airport terminal station and Taipei Main Station (either direction)', 'Round trip: one ride each way; the return must be used within 30 days of the first ride', 'Valid on both express and commuter trains']],
          ['h3', 'How to use'],
          ['ol', ['After payment you receive an e-ticket QR code.', 'Scan the QR code at the Airport MRT gate to enter.', 'Scan it again to exit.']],
          ['p', 'The e-ticket cannot be combined with an EasyCard. Used tickets are non-refundable.'],
        ]),
      },
      ja: {
        name: '桃園空港MRT乗車券（空港－台北駅）',
        summary: '第1・第2ターミナルから台北駅まで直通、最速35分。片道券と往復券をご用意。',
        venue: '桃園空港MRT（A1台北駅－A12／A13空港ターミナル）',
        description: rich([
          ['p', '空港MRTは桃園空港と台北市内を結ぶ最速の交通手段です。直達車は約15分間隔で運行し、荷物置き場と無料Wi-Fiを備えています。'],
          ['h3', 'チケット内容'],
          ['ul', ['片道券：空港ターミナル駅と台北駅の間を1回乗車（どちら方向でも可）', '往復券：行き・帰り各1回。帰りは初回利用から30日以内にご利用ください', '直達車・普通車どちらも乗車可能']],
          ['h3', 'ご利用方法'],
          ['ol', ['決済後、電子チケットのQRコードが届きます。', '空港MRT駅の改札でQRコードをかざして入場します。', '出場時にもう一度かざします。']],
          ['p', '電子チケットは悠遊カードとの併用はできません。ご利用後の払い戻しはできません。'],
        ]),
      },
      ko: {
        name: '타오위안 공항 MRT 승차권(공항–타이베이역)',
        summary: '제1·제2터미널에서 타이베이역까지 직통, 최단 35분. 편도·왕복권 제공.',
        venue: '타오위안 공항 MRT(A1 타이베이역–A12/A13 공항 터미널)',
        description: rich([
          ['p', '공항 MRT는 타오위안공항과 타이베이 시내를 오가는 가장 빠른 방법입니다. 직행 열차가 약 15분 간격으로 운행하며 짐 보관대와 무료 Wi-Fi가 있습니다.'],
          ['h3', '포함 내역'],
          ['ul', ['편도권: 공항 터미널역과 타이베이역 간 1회 탑승(방향 무관)', '왕복권: 가는 편·오는 편 각 1회, 오는 편은 첫 이용 후 30일 이내 사용', '직행·일반 열차 모두 탑승 가능']],
          ['h3', '이용 방법'],
          ['ol', ['결제 후 전자 티켓 QR 코드를 받습니다.', '공항 MRT 역 개찰구에서 QR 코드를 스캔해 입장합니다.', '나갈 때 다시 스캔합니다.']],
          ['p', '전자 티켓은 이지카드와 함께 사용할 수 없으며, 사용한 티켓은 환불되지 않습니다.'],
        ]),
      },
      vi: {
        name: 'Vé MRT sân bay Đào Viên (Sân bay – Ga Đài Bắc)',
        summary: 'Tàu chạy thẳng từ Nhà ga 1, 2 đến Ga chính Đài Bắc, nhanh nhất 35 phút. Có vé một chiều và khứ hồi.',
        venue: 'MRT sân bay Đào Viên (A1 Ga chính Đài Bắc – A12/A13 Nhà ga sân bay)',
        description: rich([
          ['p', 'MRT sân bay là cách nhanh nhất để đi giữa sân bay Đào Viên và trung tâm Đài Bắc. Tàu tốc hành chạy khoảng 15 phút một chuyến, có giá để hành lý và Wi-Fi miễn phí.'],
          ['h3', 'Bao gồm'],
          ['ul', ['Một chiều: một lượt giữa ga sân bay và Ga chính Đài Bắc (chiều nào cũng được)', 'Khứ hồi: mỗi chiều một lượt; lượt về phải dùng trong 30 ngày kể từ lượt đầu', 'Đi được cả tàu tốc hành và tàu thường']],
          ['h3', 'Cách sử dụng'],
          ['ol', ['Sau khi thanh toán, bạn nhận mã QR vé điện tử.', 'Quét mã QR tại cửa soát vé ga MRT sân bay để vào.', 'Quét lại khi ra khỏi ga.']],
          ['p', 'Vé điện tử không dùng chung với thẻ EasyCard. Vé đã sử dụng không được hoàn tiền.'],
        ]),
      },
    },
  },
  {
    key: 'observatory',
    shared: (refs) => ({
      kind: 'observationDeck',
      images: refs.ids('media', ['activity-observatory', 'banner-observatory']),
      ticketPriceTwd: 600,
      _status: 'published' as const,
      sortOrder: 20,
    }),
    text: {
      'zh-TW': {
        name: '台北天際觀景台門票（89 樓）',
        summary: '從 382 公尺高空俯瞰台北盆地，預約入場時段免排隊，夜景尤其迷人。',
        venue: '台北市信義區 天際大樓 89 樓觀景台',
        description: rich([
          ['p', '搭乘高速電梯只需 37 秒即可抵達 89 樓室內觀景台，360 度環景俯瞰信義計畫區、象山與淡水河。天氣晴朗時可遠眺觀音山。'],
          ['h3', '票券內容'],
          ['ul', ['89 樓室內觀景台全票一張', '中文、英文、日文、韓文語音導覽', '依預約時段入場，現場免排隊購票']],
          ['h3', '注意事項'],
          ['ul', ['請於預約時段開始後 30 分鐘內入場，逾時須依現場安排。', '每日 21:00 為最後入場時段，22:00 閉館。', '遇颱風或設備維修暫停開放時，將全額退款或協助改期。', '票券一經使用恕不退費。']],
        ]),
      },
      'zh-CN': {
        name: '台北天际观景台门票（89 层）',
        summary: '从 382 米高空俯瞰台北盆地，预约入场时段免排队，夜景尤其迷人。',
        venue: '台北市信义区 天际大楼 89 层观景台',
        description: rich([
          ['p', '乘坐高速电梯只需 37 秒即可抵达 89 层室内观景台，360 度环景俯瞰信义计划区、象山与淡水河。天气晴朗时可远眺观音山。'],
          ['h3', '票券内容'],
          ['ul', ['89 层室内观景台全票一张', '中文、英文、日文、韩文语音导览', '按预约时段入场，现场免排队购票']],
          ['h3', '注意事项'],
          ['ul', ['请在预约时段开始后 30 分钟内入场，逾时须听从现场安排。', '每日 21:00 为最后入场时段，22:00 闭馆。', '遇台风或设备维修暂停开放时，将全额退款或协助改期。', '票券一经使用恕不退款。']],
        ]),
      },
      en: {
        name: 'Taipei Skyline Observatory Ticket (89F)',
        summary: 'See the whole Taipei basin from 382 metres up. Timed entry means no ticket queue, and the night view is stunning.',
        venue: 'Skyline Tower Observatory, 89F, Xinyi District, Taipei',
        description: rich([
          ['p', 'A high-speed lift whisks you to the 89th-floor indoor observatory in just 37 seconds. Enjoy a 360-degree view over the Xinyi district, Elephant Mountain and the Tamsui River, and on clear days all the way to Guanyin Mountain.'],
          ['h3', "What's included"],
          ['ul', ['One adult admission to the 89F indoor observatory', 'Audio guide in Chinese, English, Japanese and Korean', 'Entry in your booked time slot, skipping the ticket queue']],
          ['h3', 'Please note'],
          ['ul', ['Enter within 30 minutes of the start of your time slot; late arrivals are admitted as space allows.', 'Last entry slot 21:00, closing 22:00.', 'If the observatory closes for a typhoon or maintenance, you get a full refund or a new date.', 'Used tickets are non-refundable.']],
        ]),
      },
      ja: {
        name: '台北スカイライン展望台チケット（89階）',
        summary: '地上382mから台北盆地を一望。時間指定でチケット購入の列に並ばず入場でき、夜景は格別です。',
        venue: '台北市信義区 スカイラインタワー89階展望台',
        description: rich([
          ['p', '高速エレベーターでわずか37秒、89階の屋内展望台へ。信義エリアや象山、淡水河を360度のパノラマで見渡せ、晴れた日には観音山まで望めます。'],
          ['h3', 'チケット内容'],
          ['ul', ['89階屋内展望台の大人入場券1枚', '中国語・英語・日本語・韓国語の音声ガイド', '予約した時間帯に入場、チケット売り場の列に並ぶ必要なし']],
          ['h3', 'ご注意'],
          ['ul', ['予約時間帯の開始から30分以内にご入場ください。遅れた場合は現地の案内に従ってください。', '最終入場枠は21:00、閉館は22:00です。', '台風や設備点検で休館となった場合は、全額返金または日程変更をご案内します。', 'ご利用後の払い戻しはできません。']],
        ]),
      },
      ko: {
        name: '타이베이 스카이라인 전망대 입장권(89층)',
        summary: '382m 높이에서 타이베이 분지를 한눈에 내려다볼 수 있습니다. 시간 지정 입장이라 매표소에서 줄을 서지 않아도 되며, 야경이 특히 아름답습니다.',
        venue: '타이베이시 신이구 스카이라인 타워 89층 전망대',
        description: rich([
          ['p', '초고속 엘리베이터로 단 37초 만에 89층 실내 전망대에 도착합니다. 신이 지구, 샹산, 단수이강을 360도 파노라마로 감상하고, 맑은 날에는 관음산까지 보입니다.'],
          ['h3', '포함 내역'],
          ['ul', ['89층 실내 전망대 성인 입장권 1매', '중국어·영어·일본어·한국어 오디오 가이드', '예약한 시간대에 입장, 매표소 대기 없음']],
          ['h3', '유의 사항'],
          ['ul', ['예약 시간대 시작 후 30분 이내에 입장해 주세요. 늦으면 현장 안내에 따릅니다.', '마지막 입장 시간대는 21:00, 폐관은 22:00입니다.', '태풍이나 시설 점검으로 휴관하면 전액 환불 또는 날짜 변경을 도와드립니다.', '사용한 티켓은 환불되지 않습니다.']],
        ]),
      },
      vi: {
        name: 'Vé Đài quan sát Taipei Skyline (tầng 89)',
        summary: 'Ngắm toàn cảnh lòng chảo Đài Bắc từ độ cao 382 m. Vào theo khung giờ, không phải xếp hàng mua vé, cảnh đêm cực đẹp.',
        venue: 'Đài quan sát tầng 89, Skyline Tower, quận Tín Nghĩa, Đài Bắc',
        description: rich([
          ['p', 'Thang máy tốc độ cao đưa bạn lên đài quan sát trong nhà ở tầng 89 chỉ trong 37 giây. Ngắm toàn cảnh 360 độ khu Tín Nghĩa, núi Voi và sông Đạm Thủy, ngày trời quang còn thấy cả núi Quan Âm.'],
          ['h3', 'Bao gồm'],
          ['ul', ['Một vé người lớn vào đài quan sát trong nhà tầng 89', 'Thuyết minh âm thanh tiếng Trung, Anh, Nhật, Hàn', 'Vào theo khung giờ đã đặt, không cần xếp hàng mua vé']],
          ['h3', 'Lưu ý'],
          ['ul', ['Vui lòng vào trong vòng 30 phút kể từ đầu khung giờ; đến muộn sẽ theo sắp xếp tại chỗ.', 'Khung giờ vào cuối cùng 21:00, đóng cửa 22:00.', 'Nếu đài quan sát đóng cửa do bão hoặc bảo trì, bạn được hoàn tiền toàn bộ hoặc đổi ngày.', 'Vé đã sử dụng không được hoàn tiền.']],
        ]),
      },
    },
  },
]

/** How long the seeded slot rule runs: far beyond the visit window, which moves with the calendar. */
const SEEDED_RULE_DAYS = VISIT_HORIZON_DAYS + 2 * 365

const HOURLY = Array.from({ length: 11 }, (_, i) => ({ time: `${String(10 + i).padStart(2, '0')}:00`, capacity: 20 }))

/**
 * One rule: every day from yesterday to two years past the visit window, hourly 10:00–20:00 (20 seats) and 21:00 (8). It runs well past
 * the visit window so that a shop seeded yesterday (or a month ago) still sells the window's last date: a rule that
 * ended exactly on the window's last day at seeding left that day without slots once the Taipei date moved on.
 */
export const slotRules = (now: Date): SeedDoc<'observation-slot-rules'>[] => [
  {
    key: 'observatory-daily',
    shared: (refs) => ({
      label: 'Observatory: daily slots 10:00–21:00',
      activity: refs.id('activities', 'observatory'),
      validFrom: `${addDays(taipeiDate(now), -1)}T00:00:00.000Z`,
      validTo: `${addDays(taipeiDate(now), SEEDED_RULE_DAYS)}T00:00:00.000Z`,
      slots: [...HOURLY, { time: '21:00', capacity: 8 }],
    }),
  },
]
