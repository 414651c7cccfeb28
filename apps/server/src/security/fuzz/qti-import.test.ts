import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, type ImportRowError, STATUS, translate } from '@kaoshi/contracts';
import { zipSync } from 'fflate';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import { PNG } from '../../test/sample-files.js';
import {
  BILLION_LAUGHS_DTD,
  externalEntityDtd,
  fieldPiece,
  filePiece,
  multipartBody,
  nestedZip,
  rawZip,
  corruptionsOf,
} from './hostile-files.js';
import { type NetworkTrap, startNetworkTrap } from './network-trap.js';
import { assertWithSeed, runsOr } from './seeds.js';
import { assertSound, type Exchange, type FuzzWorld, startFuzzWorld } from './world.js';

/**
 * The QTI import fed corrupt and hostile packages and items: entity declarations (billion
 * laughs, external entities naming files and addresses), zip bombs, nested archives, paths
 * that climb out of the package, files that are not QTI. Each is refused with a clear message
 * and no question is imported, and nothing is fetched from the network.
 */
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/qti');
const CHOICE = readFileSync(path.join(FIXTURES, 'choice.xml'), 'utf8');
const MANIFEST = (hrefs: string[]) =>
  `<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"><resources>${hrefs
    .map((href, i) => `<resource identifier="r${i}" type="imsqti_item_xmlv2p1" href="${href}"/>`)
    .join('')}</resources></manifest>`;
/** The fixture item with a document type declaration put in front of its root. */
const itemWithDtd = (dtd: string, textReference: string) =>
  CHOICE.replace('<assessmentItem', `${dtd}<assessmentItem`).replace('Look at the text in the picture.', textReference);

describe.each(DATABASES)('hostile QTI imports (%s)', (kind) => {
  let world: FuzzWorld;
  let trap: NetworkTrap;
  beforeAll(async () => {
    world = await startFuzzWorld(kind);
    trap = await startNetworkTrap();
  }, 120_000);
  afterAll(async () => {
    await trap?.close();
    await world?.close();
  });

  const importQti = async (content: Buffer | string, name: string, type = 'application/zip'): Promise<Exchange> => {
    const boundary = 'qtifuzz';
    const payload = multipartBody(boundary, [
      fieldPiece('courseId', world.c.chain.course.courseId),
      filePiece(name, Buffer.from(content), 'file', type),
    ]);
    const exchange = await world.exchange({
      method: 'POST',
      url: API.importQti,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    assertSound(exchange, `QTI import of ${name}`);
    return exchange;
  };
  const expectRefused = (exchange: Exchange, message?: string) => {
    expect(exchange.status, exchange.message).toBe(STATUS.BAD_REQUEST);
    if (message !== undefined) expect(exchange.message).toBe(message);
    expect(exchange.changed).toEqual([]);
  };
  const rowErrors = (exchange: Exchange) => (JSON.parse(exchange.response.body) as { data: { errors: ImportRowError[] } }).data.errors;

  it('imports the plain fixture (the hostile variants below differ from it only in what they add)', async () => {
    const exchange = await importQti(CHOICE, 'choice.xml', 'text/xml');
    expect(exchange.status, exchange.message).toBe(STATUS.OK);
  });

  it('refuses entity declarations: billion laughs, external entities (a file, an address), parameter entities; fetches nothing', async () => {
    const hostile: [string, string][] = [
      ['laughs.xml', itemWithDtd(BILLION_LAUGHS_DTD, '&lol9;')],
      ['xxe.xml', itemWithDtd(externalEntityDtd(trap.url), '&xxe;&net;')],
      ['parameter.xml', itemWithDtd(`<!DOCTYPE x [<!ENTITY % remote SYSTEM "${trap.url}"> %remote;]>`, 'text')],
      ['lowercase.xml', itemWithDtd(`<!DOCTYPE x [<!entity xxe SYSTEM "file:///etc/passwd">]>`, '&xxe;')],
    ];
    for (const [name, xml] of hostile) {
      const exchange = await importQti(xml, name, 'text/xml');
      expectRefused(exchange, translate('en', 'importRowsInvalid', { count: 1 }));
      expect(rowErrors(exchange)[0]!.message).toBe(translate('en', 'qtiXmlInvalid', { reason: 'entity declarations are not allowed' }));
    }
    // The same inside a package, beside a good item: the whole package is refused.
    const packaged = zipSync({
      'imsmanifest.xml': Buffer.from(MANIFEST(['good.xml', 'bad.xml'])),
      'good.xml': Buffer.from(CHOICE),
      'bad.xml': Buffer.from(itemWithDtd(BILLION_LAUGHS_DTD, '&lol9;')),
    });
    expectRefused(await importQti(Buffer.from(packaged), 'package.zip'));
    expect(trap.hits()).toBe(0);
  });

  it('never fetches an external document type or schema (a DTD without entities)', async () => {
    const xml = itemWithDtd(`<!DOCTYPE assessmentItem SYSTEM "${trap.url}">`, 'Plain text').replace(
      'http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd',
      `${trap.url}.xsd`,
    );
    const exchange = await importQti(xml, 'external-dtd.xml', 'text/xml');
    expect([STATUS.OK, STATUS.BAD_REQUEST]).toContain(exchange.status);
    expect(trap.hits()).toBe(0);
  });

  it('refuses zip bombs: content larger than the package declares, nested archives', async () => {
    const huge = Buffer.concat([Buffer.from(CHOICE), Buffer.alloc(60 * 1024 * 1024, 0x20)]);
    const liar = rawZip([{ name: 'item.xml', content: huge, declaredSize: CHOICE.length }]);
    expect(liar.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    expectRefused(await importQti(liar, 'liar.zip'), translate('en', 'qtiPackageTooLarge', { max: 50, entries: 2000 }));
    expect(Date.now() - started).toBeLessThan(10_000);
    // Archives inside archives are never opened: only items and images are read.
    expectRefused(await importQti(nestedZip(20, 'item.xml'), 'nested.zip'), translate('en', 'qtiNoItems'));
  });

  it('reads nothing outside the package: climbing and absolute image paths are dropped', async () => {
    const item = CHOICE.replace('images/sign.png', '../../../../etc/passwd').replace(
      '</itemBody>',
      '<p><img src="/etc/shadow" alt="x"/></p></itemBody>',
    );
    const packaged = zipSync({ 'items/item.xml': Buffer.from(item), 'etc/passwd': PNG });
    const exchange = await importQti(Buffer.from(packaged), 'climb.zip');
    expect(exchange.status, exchange.message).toBe(STATUS.OK);
    const stems = await world.c.t.app.db.selectFrom('questions').select('stem').where('stem', 'like', '%Unattended%').execute();
    expect(JSON.stringify(stems)).not.toMatch(/passwd|shadow|editor\/files/);
  });

  it('refuses what is not QTI, whatever it claims to be', async () => {
    const notPackage = translate('en', 'qtiNotPackage');
    for (const [content, name, type] of [
      [PNG, 'item.xml', 'text/xml'],
      ['just words', 'item.xml', 'text/xml'],
      ['PK\u0003\u0004 broken', 'package.zip', 'application/zip'],
      [Buffer.alloc(0), 'empty.zip', 'application/zip'],
    ] as const) {
      expectRefused(await importQti(content, name, type), notPackage);
    }
    expectRefused(await importQti('<html><body><script>alert(1)</script></body></html>', 'page.xml', 'text/html'));
  });

  it('answers any corruption of a real package with a refusal that changes nothing, or an import', async () => {
    const real = Buffer.from(zipSync({ 'imsmanifest.xml': Buffer.from(MANIFEST(['item.xml'])), 'item.xml': Buffer.from(CHOICE) }));
    const corruption = corruptionsOf(real);
    await assertWithSeed(
      `${kind} qti corruption`,
      fc.asyncProperty(corruption, async ({ what, file }) => {
        const exchange = await importQti(file, 'corrupt.zip');
        if (exchange.status !== STATUS.OK && exchange.status !== STATUS.BAD_REQUEST)
          throw new Error(`${what}: unexpected ${exchange.status} ${exchange.message}`);
      }),
      runsOr(kind === 'sqlite' ? 25 : 6),
    );
  }, 120_000);
});
