import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { documentPath, type FileStorage } from '@festival/server-files';

export type VolunteerDocumentName = 'agreement' | 'release';

/**
 * The texts of the two forms. A changed text gets a new version in its key, so a volunteer never
 * reads a cached old copy under the new name.
 */
const DOCUMENTS: Record<VolunteerDocumentName, { key: string; title: string; paragraphs: string[] }> = {
  agreement: {
    key: 'volunteer-agreement-v1',
    title: 'Volunteer Agreement',
    paragraphs: [
      'Thank you for offering your time to the festival. This agreement explains what we ask of volunteers and what you can expect from us.',
      'As a volunteer I agree to: arrive on time for the shifts I am assigned and tell the volunteer desk as early as possible when I cannot come; follow the instructions of the volunteer coordinators and the safety rules of each venue; treat artists, delegates, visitors and other volunteers with respect, whatever their culture, language or background; respect the cultural protocols of the delegations, including where photography is not allowed; keep private any personal information I see while helping.',
      'The festival agrees to: brief and train me for the tasks I am given; provide water, meals during long shifts, a volunteer T-shirt and a badge; keep my shifts within the hours I offered (Morning 5:00-11:00 AM, Afternoon 11:00 AM-5:00 PM, Night 5:00-10:00 PM, Hawaii time).',
      'Volunteering is unpaid. I may end my participation at any time by telling the volunteer desk. The festival may end it if I do not follow this agreement.',
      'By accepting this agreement in the volunteer application I confirm that I have read and understood it.',
    ],
  },
  release: {
    key: 'volunteer-release-v1',
    title: 'Volunteer Release Form',
    paragraphs: [
      'I take part in the festival as a volunteer of my own free will and I understand that some tasks involve physical activity, outdoor work in heat and sun, and crowds.',
      'I release the festival, its organisers and partners from claims for injury, loss or damage arising from my volunteering, except where caused by their negligence or wilful misconduct.',
      'I agree that photographs and video of festival activities in which I appear as a volunteer may be used to report on and promote the festival.',
      'I confirm that the emergency contact I gave may be called if I need help, and that I will tell the volunteer desk about any health condition that matters for the tasks I am given.',
      'By accepting the volunteer agreement and release form in the volunteer application I confirm that I have read and understood this form.',
    ],
  },
};

export const VOLUNTEER_DOCUMENT_NAMES = Object.keys(DOCUMENTS) as VolunteerDocumentName[];
export const volunteerDocumentKey = (name: VolunteerDocumentName): string => documentPath(DOCUMENTS[name].key);

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

/** One form as a PDF (A4-ish US Letter, Helvetica), with a signature line. */
export async function renderVolunteerDocument(name: VolunteerDocumentName, festivalName: string): Promise<Uint8Array> {
  const { title, paragraphs } = DOCUMENTS[name];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${festivalName}: ${title}`);
  pdf.setLanguage('en');
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
  draw('Name: ________________________________    Date: ______________', { font, size: 11, gap: 16 });
  draw('Signature: ______________________________', { font, size: 11, gap: 0 });
  return pdf.save();
}

/**
 * Writes the forms to the file storage once (at start, like seed data): an existing copy is
 * kept, so every server serves the same bytes.
 */
export async function ensureVolunteerDocuments(storage: FileStorage, festivalName: string): Promise<void> {
  const missing: VolunteerDocumentName[] = [];
  for (const name of VOLUNTEER_DOCUMENT_NAMES)
    if (!(await storage.stat(volunteerDocumentKey(name)))) missing.push(name);
  if (missing.length === 0) return;
  const folder = await mkdtemp(join(tmpdir(), 'volunteer-documents-'));
  try {
    for (const name of missing) {
      const file = join(folder, `${name}.pdf`);
      await writeFile(file, await renderVolunteerDocument(name, festivalName));
      await storage.putFile(volunteerDocumentKey(name), file);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
