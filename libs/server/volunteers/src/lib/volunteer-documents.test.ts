import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { LocalFileStorage } from '@festival/server-files';
import {
  ensureVolunteerDocuments,
  renderVolunteerDocument,
  VOLUNTEER_DOCUMENT_NAMES,
  volunteerDocumentKey,
  volunteerDocumentLanguage,
} from './volunteer-documents';

describe('volunteer documents', () => {
  it('renders each form as a PDF with its title', async () => {
    for (const name of VOLUNTEER_DOCUMENT_NAMES) {
      const bytes = await renderVolunteerDocument(name, 'Test Festival');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getTitle()).toMatch(/^Test Festival: Volunteer (Agreement|Release Form)$/);
    }
  });

  it('renders the forms in French, with French headings, and in English for a language without them', async () => {
    const french = await PDFDocument.load(await renderVolunteerDocument('agreement', 'Test Festival', 'fr'));
    expect(french.getTitle()).toBe('Test Festival: Accord de bénévolat');
    const release = await PDFDocument.load(await renderVolunteerDocument('release', 'Test Festival', 'fr'));
    expect(release.getTitle()).toBe('Test Festival: Décharge de responsabilité du bénévole');
    expect(volunteerDocumentLanguage('fr')).toBe('fr');
    for (const other of ['sm', null]) {
      expect(volunteerDocumentLanguage(other)).toBe('en');
      const pdf = await PDFDocument.load(await renderVolunteerDocument('agreement', 'Test Festival', other ?? 'en'));
      expect(pdf.getTitle()).toBe('Test Festival: Volunteer Agreement');
    }
  });

  it('writes the forms into the storage once and keeps them', async () => {
    const root = mkdtempSync(join(tmpdir(), 'volunteer-docs-'));
    try {
      const storage = new LocalFileStorage({ root, basePath: '/api-svc/v1' });
      await ensureVolunteerDocuments(storage, 'Test Festival');
      const first = await storage.stat(volunteerDocumentKey('agreement'));
      expect(first?.contentType).toBe('application/pdf');
      await ensureVolunteerDocuments(storage, 'Another name');
      expect(await storage.stat(volunteerDocumentKey('agreement'))).toEqual(first);
      expect(await storage.stat(volunteerDocumentKey('release'))).not.toBeNull();
      expect(volunteerDocumentKey('release', 'fr')).toBe('documents/volunteer-release-v1-fr.pdf');
      expect(await storage.stat(volunteerDocumentKey('release', 'fr'))).not.toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
