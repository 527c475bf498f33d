import { codeIn } from './mailbox';

const message = (text: string) => ({
  recipient: 'a@b.example',
  subject: 'Your code',
  text,
  html: '',
  sentAt: new Date().toISOString(),
});

describe('codeIn', () => {
  it('finds the six-digit code in a mail', () => {
    expect(codeIn(message('Your sign-in code is 042917. It expires in 3 minutes.'))).toBe('042917');
  });
  it('does not take longer numbers for a code', () => {
    expect(() => codeIn(message('Order 12345678 has no code'))).toThrow(/No code/);
  });
});
