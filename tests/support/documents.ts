/**
 * Valid CPFs and CNPJs for tests: a 9-digit CPF base or a 12-character CNPJ base (digits, or letters
 * for an alphanumeric CNPJ) with its two mod-11 check digits, each character worth its ASCII code
 * minus 48 (Receita Federal; IN RFB 2.229/2024). Written apart from domain/identifiers, which it checks.
 */
export function withCheckDigits(base: string): string {
  const chars = base.replace(/[^0-9a-z]/gi, '').toUpperCase();
  const firstWeights = chars.length === 9 ? [10, 9, 8, 7, 6, 5, 4, 3, 2] : [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const secondWeights = chars.length === 9 ? [11, ...firstWeights] : [6, ...firstWeights];
  const digit = (text: string, weights: number[]) => {
    const rest = weights.reduce((sum, weight, i) => sum + weight * (text.charCodeAt(i) - 48), 0) % 11;
    return String(rest < 2 ? 0 : 11 - rest);
  };
  const first = `${chars}${digit(chars, firstWeights)}`;
  return `${first}${digit(first, secondWeights)}`;
}
