import { allowHttpWebLinks, CONTRACT_FORMATS, isHttpLink, isWebImage, isWebLink } from './web-links';

describe('web links a person enters', () => {
  afterEach(() => allowHttpWebLinks(false));

  const NEVER = [
    'javascript:alert(document.domain)',
    'JAVASCRIPT:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://festival.example/',
    'https:festival.example',
    'https:\\\\evil.example',
    'https:///evil.example',
    ' https://festival.example/',
    'https://festival.example/\n',
    '//evil.example/',
    '',
  ];

  it('takes https addresses only, in production', () => {
    expect(isWebLink('https://festival.example/')).toBe(true);
    expect(isWebLink('HTTPS://Festival.Example/path?q=1#top')).toBe(true);
    expect(isWebLink('http://festival.example/')).toBe(false);
    expect(isWebLink('https://localhost/')).toBe(false);
    expect(isWebLink(`https://festival.example/${'a'.repeat(2048)}`)).toBe(false);
    for (const value of NEVER) expect(isWebLink(value), JSON.stringify(value)).toBe(false);
  });

  it('takes http addresses too on the embedded default, and still nothing else', () => {
    allowHttpWebLinks(true);
    expect(isWebLink('http://festival.example/')).toBe(true);
    expect(isWebLink('http://localhost:4200/about')).toBe(true);
    for (const value of NEVER) expect(isWebLink(value), JSON.stringify(value)).toBe(false);
  });

  it("takes as a picture a web address or one of the site's own files, never another scheme or host", () => {
    expect(isWebImage('https://cdn.festival.example/banner.webp')).toBe(true);
    expect(isWebImage('/media/demo/banner.svg')).toBe(true);
    expect(isWebImage('/files/event-images/0b5c/banner.png')).toBe(true);
    expect(isWebImage('event-images/0b5c/banner.png')).toBe(true);
    for (const value of NEVER) expect(isWebImage(value), JSON.stringify(value)).toBe(false);
    expect(isWebImage('/\\evil.example/x.png')).toBe(false);
  });

  it('lets the contracts leave a link empty for none', () => {
    expect(CONTRACT_FORMATS['web-link']('')).toBe(true);
    expect(CONTRACT_FORMATS['web-image']('')).toBe(true);
    expect(CONTRACT_FORMATS['web-link']('javascript:alert(1)')).toBe(false);
    expect(CONTRACT_FORMATS['web-image']('data:image/png;base64,AA==')).toBe(false);
  });

  it('renders as a link only an absolute http(s) address', () => {
    expect(isHttpLink('http://festival.example/')).toBe(true);
    expect(isHttpLink('https://festival.example/')).toBe(true);
    for (const value of NEVER) expect(isHttpLink(value), JSON.stringify(value)).toBe(false);
  });
});
