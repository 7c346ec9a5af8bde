/** Lower case without diacritics, so that "zivnost" finds "Živnosť" and "kundigung" "Kündigung". */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

/** The A–Z letter a term is listed under: its first letter without diacritics, digits under "#". */
export function letterOf(term: string): string {
  const first = fold(term).charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : '#';
}
