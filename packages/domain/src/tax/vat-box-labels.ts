// The nine boxes of a VAT return as HMRC words them (docs/decisions/0365-vat-return.md): the screen, the
// PDF and the spreadsheet say the same. Boxes 6 to 9 are whole pounds.
export const VAT_BOX_LABELS = [
  { box: 'box1', label: 'VAT due on sales and other outputs' },
  { box: 'box2', label: 'VAT due on acquisitions from the EU' },
  { box: 'box3', label: 'Total VAT due (box 1 + box 2)' },
  { box: 'box4', label: 'VAT reclaimed on purchases and other inputs' },
  { box: 'box5', label: 'Net VAT to pay or reclaim (box 3 - box 4)' },
  { box: 'box6', label: 'Total value of sales, excluding VAT', whole: true },
  { box: 'box7', label: 'Total value of purchases, excluding VAT', whole: true },
  { box: 'box8', label: 'Total value of supplies to the EU, excluding VAT', whole: true },
  { box: 'box9', label: 'Total value of acquisitions from the EU, excluding VAT', whole: true },
] as const;

export type VatBoxName = (typeof VAT_BOX_LABELS)[number]['box'];
