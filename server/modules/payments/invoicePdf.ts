import PDFDocument from 'pdfkit';
import type { InvoiceRow } from './queriesInvoices';

/**
 * The invoice as an A4 PDF (pdfkit): seller, buyer, number, dates, lines, totals excl./VAT/incl., the
 * 'BTW verlegd' note for reverse charge and the payment status. Built from the invoice row alone and dated
 * with its issue time, so the same invoice always gives the same bytes.
 */

const eur = (amount: number): string =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })
    .format(amount)
    .replace(/\u00a0/g, ' ');
const day = (at: Date): string =>
  new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(at);

const GREEN = '#4d7c6f';
const GREY = '#6b7280';
const LEFT = 56;
const RIGHT = 539;
/** Country names for the buyer block (ISO codes otherwise). */
const COUNTRIES: Record<string, string> = { BE: 'België', DE: 'Duitsland', FR: 'Frankrijk', LU: 'Luxemburg' };
const STATUS: Record<string, string> = { paid: 'Betaald', open: 'Openstaand', void: 'Vervallen' };

const addressLines = (party: Record<string, string>): string[] =>
  [
    party.company,
    party.name,
    party.street,
    [party.postalCode, party.city].filter(Boolean).join(' '),
    party.address,
    party.country && party.country !== 'NL' ? (COUNTRIES[party.country] ?? party.country) : undefined,
    party.kvk ? `KvK ${party.kvk}` : undefined,
    party.vatNumber ? `Btw-nummer ${party.vatNumber}` : undefined,
    party.email,
  ].filter((l): l is string => typeof l === 'string' && l.trim() !== '');

export const renderInvoicePdf = (invoice: InvoiceRow): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: LEFT,
      info: {
        Title: `Factuur ${invoice.number}`,
        Author: invoice.seller?.name ?? 'Kring',
        Subject: invoice.description ?? 'Factuur',
        Creator: 'Kring',
        Producer: 'Kring',
        CreationDate: invoice.issuedAt,
        ModDate: invoice.issuedAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const seller = invoice.seller ?? {};
    const buyer = invoice.buyer ?? {};
    doc.font('Helvetica-Bold').fontSize(22).fillColor(GREEN).text('Kring', LEFT, 56);
    doc.font('Helvetica').fontSize(9).fillColor(GREY);
    doc.text(addressLines(seller).join('\n'), 330, 56, { width: RIGHT - 330, align: 'right' });

    doc.font('Helvetica-Bold').fontSize(18).fillColor('#111827').text('Factuur', LEFT, 170);
    doc.font('Helvetica').fontSize(10).fillColor('#111827');
    const meta: [string, string][] = [
      ['Factuurnummer', invoice.number],
      ['Factuurdatum', day(invoice.issuedAt)],
      ['Betaald op', invoice.paidAt ? day(invoice.paidAt) : '—'],
      ['Status', STATUS[invoice.status] ?? invoice.status],
    ];
    meta.forEach(([label, value], i) => {
      doc.fillColor(GREY).text(label, LEFT, 200 + i * 15, { width: 100 });
      doc.fillColor('#111827').text(value, LEFT + 100, 200 + i * 15, { width: 160 });
    });
    doc.font('Helvetica-Bold').fillColor(GREY).text('Factuur aan', 330, 200);
    doc.font('Helvetica').fillColor('#111827').text(addressLines(buyer).join('\n'), 330, 215, { width: 209 });

    // Lines
    let y = 310;
    const cols = { desc: LEFT, qty: 330, unit: 380, total: 460 };
    doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY);
    doc.text('Omschrijving', cols.desc, y);
    doc.text('Aantal', cols.qty, y, { width: 40, align: 'right' });
    doc.text('Prijs', cols.unit, y, { width: 70, align: 'right' });
    doc.text('Bedrag', cols.total, y, { width: RIGHT - cols.total, align: 'right' });
    y += 16;
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#e5e7eb').stroke();
    y += 8;
    doc.font('Helvetica').fontSize(10).fillColor('#111827');
    for (const line of invoice.lines ?? []) {
      const height = doc.heightOfString(line.description, { width: 260 });
      doc.text(line.description, cols.desc, y, { width: 260 });
      doc.text(String(line.quantity), cols.qty, y, { width: 40, align: 'right' });
      doc.text(eur(line.unitAmount), cols.unit, y, { width: 70, align: 'right' });
      doc.text(eur(line.unitAmount * line.quantity), cols.total, y, {
        width: RIGHT - cols.total,
        align: 'right',
      });
      y += Math.max(height, 14) + 8;
    }
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#e5e7eb').stroke();
    y += 12;

    const reverse = invoice.vatRule === 'eu_reverse_charge';
    const total = Math.round((invoice.amountExclVat + invoice.vatAmount) * 100) / 100;
    const totals: [string, string, boolean][] = [
      ['Subtotaal excl. btw', eur(invoice.amountExclVat), false],
      [reverse ? 'Btw 0% (BTW verlegd)' : `Btw ${invoice.vatRate}%`, eur(invoice.vatAmount), false],
      ['Totaal incl. btw', eur(total), true],
    ];
    for (const [label, value, bold] of totals) {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10);
      doc.text(label, 300, y, { width: 150 });
      doc.text(value, cols.total, y, { width: RIGHT - cols.total, align: 'right' });
      y += bold ? 18 : 15;
    }
    y += 16;
    doc.font('Helvetica').fontSize(9).fillColor(GREY);
    if (reverse) {
      doc.text(
        `BTW verlegd: de btw wordt verlegd naar de afnemer (art. 196 Btw-richtlijn 2006/112/EG). Btw-nummer afnemer: ${buyer.vatNumber ?? '—'}.`,
        LEFT,
        y,
        { width: RIGHT - LEFT },
      );
      y += 28;
    }
    doc.text(
      invoice.status === 'paid'
        ? `Dit bedrag is voldaan${invoice.paidAt ? ` op ${day(invoice.paidAt)}` : ''}. Je hoeft niets meer te betalen.`
        : 'Dit bedrag staat nog open.',
      LEFT,
      y,
      { width: RIGHT - LEFT },
    );
    doc.text(`Vragen over deze factuur? Vermeld ${invoice.number} in je bericht.`, LEFT, 760, {
      width: RIGHT - LEFT,
      align: 'center',
    });
    doc.end();
  });
