import { redactDeviceLog } from './wallet-devices.service';

describe('redactDeviceLog', () => {
  const passToken = 'q0Zr8nP4Jx2mWc7VbT1sYh6LdK9aFe3GuR5iNo8pEjw';
  const pushToken = 'a'.repeat(24) + '0123456789abcdef'.repeat(3) + 'b'.repeat(8);
  it.each([
    [`Authorization: ApplePass ${passToken}`, 'Authorization: ApplePass [redacted]'],
    [`pushToken=${pushToken} refused`, 'pushToken=[redacted] refused'],
    [`{"authenticationToken": "${passToken}"}`, '{"authenticationToken": "[redacted]"}'],
    [`device ${pushToken} gone`, 'device [redacted] gone'],
    ['Web service error for pass.org.example: 401', 'Web service error for pass.org.example: 401'],
    ['two\nlines\r\n', 'two lines '],
  ])('%s → %s', (message, logged) => {
    expect(redactDeviceLog(message)).toBe(logged);
  });

  it('keeps a line bounded', () => {
    expect(redactDeviceLog('word '.repeat(1000))).toHaveLength(500);
  });
});
