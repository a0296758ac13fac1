/**
 * What every list query shares: the operator's building scope and the text-search pattern.
 */

/** The buildings a caller may see: `null` for every building (super admin, admin), else the ids they run. */
export type BuildingScope = string[] | null;

/**
 * `%text%` for ILIKE: the text in NFC (as stored, so a decomposed 'ễ' typed on a Mac finds the stored one)
 * with ILIKE's wildcards escaped, so '%' and '_' match themselves.
 *
 * @example
 * ilike(shops.name, containsPattern('50%_off')) // matches the literal "50%_off"
 */
export const containsPattern = (text: string): string =>
  `%${text.normalize('NFC').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
