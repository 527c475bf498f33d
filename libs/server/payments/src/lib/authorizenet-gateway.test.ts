import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuthorizeNetGateway } from './authorizenet-gateway';
import { GatewayTimeoutError, GatewayUnavailableError, type GatewayCharge } from './payment-gateway';

// Recorded request/response pairs, shaped as Authorize.net's API reference shows them
// (createTransactionRequest, getUnsettledTransactionListRequest). Its answers begin with a BOM.
const BOM = '\uFEFF';
const merchantAuthentication = { name: 'login-id', transactionKey: 'tx-key' };

const charge: GatewayCharge = {
  reference: '0f6c2a9e4b7d41c8a3e5',
  amountCents: 5181,
  description: 'Festival registration × 2',
  card: { number: '4111111111111111', code: '123', nameOnCard: 'Ann Kealoha', expirationDate: '2029-12' },
  billing: {
    firstName: 'Ann',
    lastName: 'Kealoha',
    email: 'ann@example.com',
    phone: '+1 808 555 0100',
    address: '1 Kalakaua Ave',
    city: 'Honolulu',
    state: 'HI',
    zipCode: '96815',
    countryId: 'US',
  },
};

const recordedChargeRequest = {
  createTransactionRequest: {
    merchantAuthentication,
    refId: '0f6c2a9e4b7d41c8a3e5',
    transactionRequest: {
      transactionType: 'authCaptureTransaction',
      amount: '51.81',
      payment: { creditCard: { cardNumber: '4111111111111111', expirationDate: '2029-12', cardCode: '123' } },
      order: { invoiceNumber: '0f6c2a9e4b7d41c8a3e5', description: 'Festival registration × 2' },
      customer: { email: 'ann@example.com' },
      billTo: {
        firstName: 'Ann',
        lastName: 'Kealoha',
        address: '1 Kalakaua Ave',
        city: 'Honolulu',
        state: 'HI',
        zip: '96815',
        country: 'US',
        phoneNumber: '+1 808 555 0100',
      },
      transactionSettings: { setting: [{ settingName: 'duplicateWindow', settingValue: '600' }] },
    },
  },
};

const approved = {
  transactionResponse: {
    responseCode: '1',
    authCode: 'HW617E',
    avsResultCode: 'Y',
    cvvResultCode: 'P',
    cavvResultCode: '2',
    transId: '60143211425',
    refTransID: '',
    transHash: '',
    testRequest: '0',
    accountNumber: 'XXXX1111',
    accountType: 'Visa',
    messages: [{ code: '1', description: 'This transaction has been approved.' }],
    transHashSha2: '',
    SupplementalDataQualificationIndicator: 0,
  },
  refId: '0f6c2a9e4b7d41c8a3e5',
  messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
};

const declined = {
  transactionResponse: {
    responseCode: '2',
    authCode: '000000',
    avsResultCode: 'Y',
    cvvResultCode: 'N',
    cavvResultCode: '',
    transId: '60143211426',
    refTransID: '',
    transHash: '',
    testRequest: '0',
    accountNumber: 'XXXX0002',
    accountType: 'Visa',
    errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }],
    transHashSha2: '',
  },
  refId: '0f6c2a9e4b7d41c8a3e5',
  messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] },
};

const error = {
  transactionResponse: {
    responseCode: '3',
    authCode: '',
    avsResultCode: 'P',
    cvvResultCode: '',
    cavvResultCode: '',
    transId: '0',
    refTransID: '',
    transHash: '',
    testRequest: '0',
    accountNumber: 'XXXX1111',
    accountType: 'Visa',
    errors: [{ errorCode: '8', errorText: 'The credit card has expired.' }],
    transHashSha2: '',
  },
  refId: '0f6c2a9e4b7d41c8a3e5',
  messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] },
};

const authenticationFailed = {
  messages: {
    resultCode: 'Error',
    message: [{ code: 'E00007', text: 'User authentication failed due to invalid authentication values.' }],
  },
};

const recordedLookupRequest = {
  getUnsettledTransactionListRequest: {
    merchantAuthentication,
    sorting: { orderBy: 'submitTimeUTC', orderDescending: 'true' },
    paging: { limit: '1000', offset: '1' },
  },
};

const unsettled = {
  transactions: [
    {
      transId: '60143211499',
      submitTimeUTC: '2027-07-01T19:00:01Z',
      submitTimeLocal: '2027-07-01T09:00:01',
      transactionStatus: 'declined',
      invoiceNumber: 'aaaaaaaaaaaaaaaaaaaa',
      firstName: 'Bob',
      lastName: 'Akana',
      accountType: 'Visa',
      accountNumber: 'XXXX0002',
      settleAmount: 51.81,
      marketType: 'eCommerce',
      product: 'Card Not Present',
    },
    {
      transId: '60143211425',
      submitTimeUTC: '2027-07-01T19:00:00Z',
      submitTimeLocal: '2027-07-01T09:00:00',
      transactionStatus: 'capturedPendingSettlement',
      invoiceNumber: '0f6c2a9e4b7d41c8a3e5',
      firstName: 'Ann',
      lastName: 'Kealoha',
      accountType: 'Visa',
      accountNumber: 'XXXX1111',
      settleAmount: 51.81,
      marketType: 'eCommerce',
      product: 'Card Not Present',
    },
  ],
  totalNumInResultSet: 2,
  messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
};

// voidTransaction (createTransactionRequest with refTransId), as its API reference shows it.
const recordedVoidRequest = {
  createTransactionRequest: {
    merchantAuthentication,
    refId: '0f6c2a9e4b7d41c8a3e5',
    transactionRequest: { transactionType: 'voidTransaction', refTransId: '60143211425' },
  },
};

const voided = {
  transactionResponse: {
    responseCode: '1',
    authCode: 'HW617E',
    avsResultCode: 'P',
    cvvResultCode: '',
    cavvResultCode: '',
    transId: '60143211425',
    refTransID: '60143211425',
    transHash: '',
    testRequest: '0',
    accountNumber: 'XXXX1111',
    accountType: 'Visa',
    messages: [{ code: '1', description: 'This transaction has been approved.' }],
    transHashSha2: '',
  },
  refId: '0f6c2a9e4b7d41c8a3e5',
  messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
};

const voidRefused = {
  transactionResponse: {
    responseCode: '3',
    authCode: '',
    avsResultCode: 'P',
    cvvResultCode: '',
    cavvResultCode: '',
    transId: '0',
    refTransID: '60143211425',
    transHash: '',
    testRequest: '0',
    accountNumber: '',
    accountType: '',
    errors: [{ errorCode: '16', errorText: 'The transaction cannot be found.' }],
    transHashSha2: '',
  },
  refId: '0f6c2a9e4b7d41c8a3e5',
  messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] },
};

/** A real HTTP server on a free local port answering the next recorded response (or hanging). */
let server: Server;
let endpoint: string;
let answer: { body: unknown; delayMs?: number } = { body: approved };
const received: unknown[] = [];

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push(JSON.parse(body));
      const send = () => {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.end(BOM + JSON.stringify(answer.body));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xml/v1/request.api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

// Generous, so that a loaded CI machine never turns an answer into a timeout; the timeout test sets its own.
const gateway = (timeoutMs = 10_000) =>
  createAuthorizeNetGateway({ apiLoginId: 'login-id', transactionKey: 'tx-key', endpoint, timeoutMs });

describe('the Authorize.net gateway, against recorded answers', () => {
  it('sends the documented createTransactionRequest and reads an approval (responseCode 1)', async () => {
    answer = { body: approved };
    await expect(gateway().charge(charge)).resolves.toEqual({ status: 'APPROVED', transactionId: '60143211425' });
    expect(received).toEqual([recordedChargeRequest]);
    // Key order matters to Authorize.net (its JSON follows its XML schema).
    expect(Object.keys((received[0] as typeof recordedChargeRequest).createTransactionRequest)).toEqual([
      'merchantAuthentication',
      'refId',
      'transactionRequest',
    ]);
    expect(
      Object.keys((received[0] as typeof recordedChargeRequest).createTransactionRequest.transactionRequest),
    ).toEqual(Object.keys(recordedChargeRequest.createTransactionRequest.transactionRequest));
  });

  it('reads a decline (responseCode 2) with its reason', async () => {
    answer = { body: declined };
    await expect(gateway().charge(charge)).resolves.toEqual({
      status: 'DECLINED',
      transactionId: '60143211426',
      message: 'This transaction has been declined.',
    });
  });

  it('reads an error (responseCode 3) from errors[]', async () => {
    answer = { body: error };
    await expect(gateway().charge(charge)).resolves.toEqual({
      status: 'FAILED',
      transactionId: null,
      message: 'The credit card has expired.',
    });
  });

  it('treats a refused request (resultCode Error, no transaction) as nothing charged', async () => {
    answer = { body: authenticationFailed };
    await expect(gateway().charge(charge)).rejects.toThrow(GatewayUnavailableError);
    await expect(gateway().charge(charge)).rejects.toThrow(/E00007/);
  });

  it('gives up after its timeout, leaving the outcome unknown', async () => {
    answer = { body: approved, delayMs: 2_000 };
    await expect(gateway(500).charge(charge)).rejects.toThrow(GatewayTimeoutError);
  });

  it('says nothing was charged when the endpoint refuses the connection', async () => {
    const spare = createServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    const port = (spare.address() as AddressInfo).port;
    await new Promise((resolve) => spare.close(resolve));
    const closed = createAuthorizeNetGateway({
      apiLoginId: 'x',
      transactionKey: 'y',
      endpoint: `http://127.0.0.1:${port}/xml/v1/request.api`,
      timeoutMs: 500,
    });
    await expect(closed.charge(charge)).rejects.toThrow(GatewayUnavailableError);
  });

  it('finds a charge by our reference among the unsettled transactions', async () => {
    answer = { body: unsettled };
    await expect(gateway().lookup('0f6c2a9e4b7d41c8a3e5')).resolves.toEqual({
      status: 'APPROVED',
      transactionId: '60143211425',
    });
    expect(received).toEqual([recordedLookupRequest]);
    await expect(gateway().lookup('aaaaaaaaaaaaaaaaaaaa')).resolves.toMatchObject({ status: 'DECLINED' });
    await expect(gateway().lookup('bbbbbbbbbbbbbbbbbbbb')).resolves.toBeNull();
  });

  it('voids a charge with the documented voidTransaction and reads the approval', async () => {
    answer = { body: voided };
    await expect(gateway().voidCharge('0f6c2a9e4b7d41c8a3e5', '60143211425')).resolves.toBeUndefined();
    expect(received).toEqual([recordedVoidRequest]);
    expect(
      Object.keys((received[0] as typeof recordedVoidRequest).createTransactionRequest.transactionRequest),
    ).toEqual(['transactionType', 'refTransId']);
  });

  it('throws when the void is refused, naming the reason (for the log; the sweep tries again)', async () => {
    answer = { body: voidRefused };
    await expect(gateway().voidCharge('0f6c2a9e4b7d41c8a3e5', '60143211425')).rejects.toThrow(
      /16: The transaction cannot be found/,
    );
  });
});
