import { CSV_BOM, csvCell, csvWriter } from './csv-rows';

const formatDate = (date: Date) => date.toISOString().slice(0, 10);

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-3.5, '-3.5'],
    [12n, '12'],
    [true, 'true'],
    [false, 'false'],
    [new Date('2027-07-02T19:00:00Z'), '2027-07-02'],
    [{ a: 1 }, '"{""a"":1}"'],
    ['Kealoha, Jr', '"Kealoha, Jr"'],
    ['say "aloha"', '"say ""aloha"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['Ōhiʻa lehua', 'Ōhiʻa lehua'],
  ])('%o is %o', (value, text) => {
    expect(csvCell(value, formatDate)).toBe(text);
  });

  it.each(['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\uFF1D1', '\uFF0B1', '\uFF0D1', '\uFF20x'])(
    'quotes %o so that a spreadsheet does not run it as a formula',
    (value) => {
      expect(csvCell(value, formatDate)).toBe(`'${value}`);
    },
  );

  it('guards a formula and quotes it when it needs quotes too', () => {
    expect(csvCell('=HYPERLINK("x"),1', formatDate)).toBe(`"'=HYPERLINK(""x""),1"`);
    expect(csvCell('\r=1', formatDate)).toBe(`"'\r=1"`);
  });
});

describe('csvWriter', () => {
  const columns = [
    { header: 'Name', value: (row: Record<string, unknown>) => row['name'] },
    { header: 'When, in Honolulu', value: (row: Record<string, unknown>) => row['at'] },
    { header: 'Count', value: (row: Record<string, unknown>) => row['n'] },
  ];

  it('starts with the byte order mark and the header line, then one line per row', () => {
    const csv = csvWriter(columns, formatDate);
    expect(csv.head).toBe(`${CSV_BOM}Name,"When, in Honolulu",Count\n`);
    const text = csv.rows([
      { name: 'Ann "Kai" Kealoha', at: new Date('2027-07-02T19:00:00Z'), n: 2 },
      { name: '=cmd|x', at: null, n: -1 },
    ]);
    expect(text).toBe(`"Ann ""Kai"" Kealoha",2027-07-02,2\n'=cmd|x,,-1\n`);
    expect(csv.rows([])).toBe('');
  });
});
