import { iso1A2Code } from '@rapideditor/country-coder'

/**
 * The country at a position, computed locally from bundled borders (no geocoding service is called).
 * Territory level, so Hong Kong and Macau are themselves, not China.
 */
export function countryAt(latitude: number, longitude: number): string | null {
  return iso1A2Code([longitude, latitude], { level: 'territory' }) ?? null
}
