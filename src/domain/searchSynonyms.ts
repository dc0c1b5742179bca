/**
 * Words travellers type for the same thing, across the shop's six languages and the usage of their regions: a
 * product or ticket search for one finds names written with another. On the zh-CN site "电话卡", "手机卡" or "SIM"
 * finds the 上网卡 cards; "MRT" or "地铁" finds the 捷运 ticket; "吃到飽" (Taiwan) finds 无限流量 (mainland) and back.
 *
 * One group per concept. A query word that IS one of a group's terms matches a text holding any of the group's
 * terms; any other word matches only where it is written. Terms are written as typed: the search folds them as
 * it folds the names (case, full width, Traditional read as Simplified, Latin accents).
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  // A SIM card. An eSIM's name holds "SIM" too, and it is one: these find eSIMs as well. (Not 通話卡: who types it
  // wants a card with calls.)
  ['SIM', 'SIM卡', 'SIMカード', 'プリペイドSIM', '上網卡', '電話卡', '手機卡', '流量卡', '預付卡', '유심', 'USIM', '심카드', '선불유심'],
  ['eSIM', '虛擬卡', 'バーチャルSIM', '이심', 'e심'],
  ['吃到飽', '無限流量', '不限流量', '不限量', '無限', '無制限', '使い放題', '무제한', 'unlimited'],
  ['捷運', '機捷', '地鐵', '輕軌', 'MRT', 'metro', 'メトロ', '地下鉄', '지하철', '전철'],
  ['觀景台', '展望台', '전망대', 'observatory', 'observation'],
]
