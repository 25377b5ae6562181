import { describe, expect, it } from 'vitest';
import { paybillKey } from '#shared/paybill-key.ts';
import { c2bFields, publicPaybillName, readC2bBody } from './c2b-payload.ts';

// Reading Daraja's C2B payloads as they really come (D-213).

describe('readC2bBody', () => {
  it("repairs the missing and trailing commas of Daraja's own samples", () => {
    const body = readC2bBody('{\n"TransID":"RKTQDM7W6S",\n"TransAmount":"10"\n"MiddleName":""\n"LastName":"Doe",\n}');
    expect(body).toEqual({ TransID: 'RKTQDM7W6S', TransAmount: '10', MiddleName: '', LastName: 'Doe' });
    expect(readC2bBody('not json')).toBeNull();
    expect(readC2bBody('[1]')).toBeNull();
  });

  it('reads numbers as text and absent fields as empty', () => {
    const fields = c2bFields({ TransID: 'rk1', TransAmount: 10, MSISDN: 254708374149 });
    expect(fields).toMatchObject({ TransID: 'RK1', TransAmount: '10', MSISDN: '254708374149', BillRefNumber: '' });
  });
});

describe('paybillKey', () => {
  it('folds case, spaces, punctuation and the look-alikes O/0 and I/L/1', () => {
    expect(paybillKey(' oXyi 7mL2 ')).toBe(paybillKey('0XY1-7M12'));
    expect(paybillKey('Ab3dE9xZ')).toBe('AB3DE9XZ');
    expect(paybillKey('#!')).toBe('');
  });
});

describe('publicPaybillName', () => {
  it('is the first name and the last name’s initial, never more', () => {
    expect(publicPaybillName('JOHN', '', 'DOE')).toBe('John D.');
    expect(publicPaybillName('jane', 'wanjiru kamau', '')).toBe('Jane K.');
    expect(publicPaybillName('NICHOLAS', '', '')).toBe('Nicholas');
    expect(publicPaybillName('', '', 'DOE')).toBeNull();
  });
});
