import { readFileSync } from 'node:fs';
import { demoMainEvent } from './demo-festival';
import { demoMediaFolder } from './demo-media';

describe('the demo festival pictures', () => {
  // Issue 13.14: the banner had the festival's name baked in; a narrow crop cut it and the page
  // repeated it below as text. The pages show the name once, as text (translatable, never cropped).
  it.each(['banner.svg', 'logo.svg'])('%s carries no words, the festival name least of all', (file) => {
    const svg = readFileSync(`${demoMediaFolder()}/${file}`, 'utf8');
    expect(svg).not.toMatch(/<text\b/);
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(svg)?.[1] ?? '';
    expect(title).not.toMatch(/festival/i);
    expect(svg).not.toContain(demoMainEvent.name.replace('&', '&amp;'));
  });
});
