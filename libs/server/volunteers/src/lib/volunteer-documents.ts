import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { documentPath, type FileStorage } from '@festival/server-files';
import { getTranslator, mailTexts, textLanguage } from '@festival/server-mail';

export type VolunteerDocumentName = 'agreement' | 'release';

/**
 * The two forms. Their texts are the server's (libs/server/mail's `volunteer-documents`, English and
 * French). A changed text gets a new version in its key, so a volunteer never reads a cached old
 * copy under the new name.
 */
const DOCUMENT_KEYS: Record<VolunteerDocumentName, string> = {
  agreement: 'volunteer-agreement-v1',
  release: 'volunteer-release-v1',
};

export const VOLUNTEER_DOCUMENT_NAMES = Object.keys(DOCUMENT_KEYS) as VolunteerDocumentName[];

/** The languages the forms are written in: those whose server texts translate them. */
export const VOLUNTEER_DOCUMENT_LANGUAGES = Object.entries(mailTexts)
  .filter(([, texts]) => Object.hasOwn(texts, 'volunteer-documents'))
  .map(([language]) => language);

/** The language a volunteer reads the forms in: theirs when the forms are translated into it, else English. */
export const volunteerDocumentLanguage = (language: string | null | undefined): string =>
  language && VOLUNTEER_DOCUMENT_LANGUAGES.includes(language) ? language : 'en';

/** The storage key of a form in a language (English keeps the key it always had). */
export const volunteerDocumentKey = (name: VolunteerDocumentName, language = 'en'): string =>
  documentPath(language === 'en' ? DOCUMENT_KEYS[name] : `${DOCUMENT_KEYS[name]}-${language}`);

function documentTexts(name: VolunteerDocumentName, language: string) {
  const t = getTranslator().getFixedT(textLanguage(language), 'mail', 'volunteer-documents');
  return {
    title: t(`${name}.title`),
    paragraphs: t(`${name}.paragraphs`, { returnObjects: true }) as unknown as string[],
    nameLine: t('nameLine'),
    signatureLine: t('signatureLine'),
  };
}

/** Breaks a paragraph into lines that fit the width (pdf-lib draws single lines). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** One form as a PDF (A4-ish US Letter, Helvetica), with a signature line, in `language` (English by default). */
export async function renderVolunteerDocument(
  name: VolunteerDocumentName,
  festivalName: string,
  language = 'en',
): Promise<Uint8Array> {
  const { title, paragraphs, nameLine, signatureLine } = documentTexts(name, language);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${festivalName}: ${title}`);
  pdf.setLanguage(textLanguage(language));
  pdf.setCreator(festivalName);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 64;
  let page = pdf.addPage([612, 792]);
  const width = page.getWidth() - 2 * margin;
  let y = page.getHeight() - margin;
  const draw = (text: string, options: { font: PDFFont; size: number; gap: number }) => {
    for (const line of wrap(text, options.font, options.size, width)) {
      if (y < margin + options.size) {
        page = pdf.addPage([612, 792]);
        y = page.getHeight() - margin;
      }
      page.drawText(line, { x: margin, y, size: options.size, font: options.font, color: rgb(0.1, 0.1, 0.1) });
      y -= options.size * 1.4;
    }
    y -= options.gap;
  };
  draw(festivalName, { font, size: 11, gap: 4 });
  draw(title, { font: bold, size: 20, gap: 12 });
  for (const paragraph of paragraphs) draw(paragraph, { font, size: 11, gap: 10 });
  y -= 24;
  draw(nameLine, { font, size: 11, gap: 16 });
  draw(signatureLine, { font, size: 11, gap: 0 });
  return pdf.save();
}

/**
 * Writes the forms to the file storage once (at start, like seed data): an existing copy is
 * kept, so every server serves the same bytes.
 */
export async function ensureVolunteerDocuments(storage: FileStorage, festivalName: string): Promise<void> {
  const missing: { name: VolunteerDocumentName; language: string }[] = [];
  for (const language of VOLUNTEER_DOCUMENT_LANGUAGES)
    for (const name of VOLUNTEER_DOCUMENT_NAMES)
      if (!(await storage.stat(volunteerDocumentKey(name, language)))) missing.push({ name, language });
  if (missing.length === 0) return;
  const folder = await mkdtemp(join(tmpdir(), 'volunteer-documents-'));
  try {
    for (const { name, language } of missing) {
      const file = join(folder, `${name}-${language}.pdf`);
      await writeFile(file, await renderVolunteerDocument(name, festivalName, language));
      await storage.putFile(volunteerDocumentKey(name, language), file);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
