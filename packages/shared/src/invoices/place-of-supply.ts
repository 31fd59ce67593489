// Place of supply (GST): the state of the client's GSTIN (its first two digits) when it has one,
// else its billing state. The same state as the agency's own (its GSTIN, else its state) → CGST +
// SGST; another state, or one not known → IGST. Rule 46 of the CGST Rules 2017 has the invoice
// print the place of supply with the state's name and its code.

/** GST state codes as GSTN publishes them (25 and 28 are the codes of before the 2020 merger and the 2014 split). */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

/** 'Tamil Nadu' → 'tamilnadu': names compared without case, spaces, punctuation or '&'. */
const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^a-z]/g, '');

/** Names that the master data or older records may use for a state, beside GSTN's own. */
const ALIASES: Record<string, string> = {
  orissa: '21',
  pondicherry: '34',
  uttaranchal: '05',
  nctofdelhi: '07',
  nationalcapitalterritoryofdelhi: '07',
  dadraandnagarhaveli: '26',
  damananddiu: '26',
  andhrapradesh: '37',
  jammuandkashmirut: '01',
};

const CODE_BY_NAME: ReadonlyMap<string, string> = new Map([
  ...Object.entries(GST_STATE_CODES)
    .filter(([code]) => code !== '28' && code !== '25')
    .map(([code, name]) => [nameKey(name), code] as const),
  ...Object.entries(ALIASES),
]);

/** The GST state code of an Indian state's name ('Karnataka' → '29'), or null for any other place. */
export const gstStateCodeOfName = (name: string | null | undefined): string | null =>
  name ? (CODE_BY_NAME.get(nameKey(name)) ?? null) : null;

/** The state code a GSTIN starts with, when it is one ('29ABCDE…' → '29'). */
export function gstStateCodeOfGstin(gstin: string | null | undefined): string | null {
  const code = gstin?.trim().slice(0, 2);
  return code && code in GST_STATE_CODES ? code : null;
}

export interface PlaceOfSupply {
  code: string;
  state: string;
}

/** Where a party is for GST: its GSTIN's state, else its (billing) state's; null when neither is known. */
export function placeOfSupply(gstin: string | null | undefined, stateName: string | null | undefined) {
  const code = gstStateCodeOfGstin(gstin) ?? gstStateCodeOfName(stateName);
  return code ? ({ code, state: GST_STATE_CODES[code]! } satisfies PlaceOfSupply) : null;
}

/** 'Karnataka (29)', as the invoice prints it. */
export const placeOfSupplyText = (place: PlaceOfSupply) => `${place.state} (${place.code})`;

/** CGST + SGST when both places are known and the same state; IGST otherwise. */
export const taxModeBySupply = (agencyCode: string | null, clientCode: string | null) =>
  agencyCode && clientCode && agencyCode === clientCode ? ('intra' as const) : ('inter' as const);

/** Rule 46 (CGST Rules 2017): a serial number of up to 16 characters; the spec allows 40. */
export const RULE_46_NUMBER_LENGTH = 16;
export const longInvoiceNumberWarning = (number: string) =>
  number.trim().length > RULE_46_NUMBER_LENGTH
    ? `GST invoices (CGST Rules 2017, rule 46) allow up to ${RULE_46_NUMBER_LENGTH} characters: this number has ${number.trim().length}`
    : null;
