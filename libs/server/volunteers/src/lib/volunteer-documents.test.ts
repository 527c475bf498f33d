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
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
