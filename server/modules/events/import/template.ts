import { BULK_COLUMNS } from '../../../../core/schemas/bulkUpload';
import { csvField } from './csv';
import { EVENT_TIME_ZONE } from '../../../../core/domain/amsterdamTime';

/** Dutch Excel opens ';'-separated files with a BOM as UTF-8 columns straight away. */
const DELIMITER = ';';

/** 'yyyy-MM-dd' of a day in Dutch time. */
const localDay = (date: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: EVENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

/** The download: header plus one example row, dated two months ahead so it passes validation as is. */
export const importTemplateCsv = (now = new Date()): string => {
  const day = localDay(new Date(now.getTime() + 60 * 24 * 60 * 60 * 1000));
  const example: Record<string, string> = {
    titel: 'Voorbeeld: Ecstatic dance op zondag',
    hoofdtype: 'dans',
    subtype: '',
    startdatum: `${day} 19:30`,
    einddatum: `${day} 22:00`,
    plaats: 'Utrecht',
    adres: 'Oudegracht 100',
    locatienaam: 'De Danszaal',
    prijs: '15,00',
    max_deelnemers: '80',
    korte_beschrijving: 'Vrij dansen zonder alcohol, met live dj.',
    beschrijving: 'Kom dansen zoals je wilt.\n\nNeem water en comfortabele kleding mee.',
    organisatie_slug: '',
  };
  const header = BULK_COLUMNS.map((c) => c.key).join(DELIMITER);
  const row = BULK_COLUMNS.map((c) => csvField(example[c.key] ?? '', DELIMITER)).join(DELIMITER);
  return `\uFEFF${header}\r\n${row}\r\n`;
};
