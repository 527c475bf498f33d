import { Placeholder } from 'drizzle-orm';
import { placeholders } from './prepared-query';

describe('placeholders', () => {
  it('names each value after its column', () => {
    const values = placeholders('recipient', 'subject');
    expect(Object.keys(values)).toEqual(['recipient', 'subject']);
    expect(values.recipient).toBeInstanceOf(Placeholder);
    expect(values.recipient.name).toBe('recipient');
    expect(values.subject.name).toBe('subject');
  });
});
