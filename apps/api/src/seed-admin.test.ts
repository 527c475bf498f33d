import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config';
import { adminAccountLines } from './seed-admin';

describe('the admin account lines at start', () => {
  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail.festival.example',
    PUBLIC_BASE_URL: 'https://festival.example',
  };

  it('never writes a generated password where a log collects the output: a private file holds it', () => {
    const config = loadConfig(production, '/x');
    const dataDir = mkdtempSync(join(tmpdir(), 'festival-admin-'));
    const lines = adminAccountLines(config, true, dataDir, false).join('\n');
    expect(lines).not.toContain(config.admin.password);
    const file = join(dataDir, 'admin-password.txt');
    expect(lines).toContain(file);
    expect(readFileSync(file, 'utf8').trim()).toBe(config.admin.password);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('shows it once on a terminal, and never a password from ADMIN_PASSWORD', () => {
    const generated = loadConfig(production, '/x');
    expect(adminAccountLines(generated, true, '/nowhere', true).join('\n')).toContain(generated.admin.password);
    expect(adminAccountLines(generated, false, '/nowhere', true).join('\n')).not.toContain(generated.admin.password);
    const given = loadConfig({ ...production, ADMIN_PASSWORD: 'Mahalo#2027x' }, '/x');
    expect(adminAccountLines(given, true, '/nowhere', true).join('\n')).not.toContain('Mahalo#2027x');
  });
});
