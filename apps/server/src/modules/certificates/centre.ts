import { type CentreSettings, type SetCentreBody, translate } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The issuing centre a certificate names (docs/CERTIFICATES.md, "The issuing centre"): what staff
 * saved on the certificate screen, else the environment's CERTIFICATE_CENTRE and PUBLIC_URL, else
 * a name in the demo language and the address each request came to. The screen warns while the
 * name or the address is a fallback, so that no centre prints a stranger's name or a QR code
 * pointing at localhost without being told.
 */
const CENTRE_ROW = 1;

interface CentreInForce extends CentreSettings {
  /** The address for links printed on paper; the request's own while none is set. */
  siteFor: (request: FastifyRequest) => string;
}

export async function centreInForce(app: FastifyInstance): Promise<CentreInForce> {
  const row = await app.db
    .selectFrom('centreSettings')
    .select(['name', 'sealUrl', 'publicUrl'])
    .where('id', '=', CENTRE_ROW)
    .executeTakeFirst();
  const name = row?.name || app.config.certificateCentre || translate(app.config.demoLanguage, 'defaultCentreName');
  const publicUrl = row?.publicUrl || app.config.publicUrl || '';
  return {
    name,
    sealUrl: row?.sealUrl ?? '',
    publicUrl,
    nameSet: Boolean(row?.name || app.config.certificateCentre),
    publicUrlSet: publicUrl !== '',
    siteFor: (request) => publicUrl || `${request.protocol}://${request.host}`,
  };
}

export async function centreSettings(app: FastifyInstance): Promise<CentreSettings> {
  const { siteFor: _siteFor, ...settings } = await centreInForce(app);
  return settings;
}

/** Later certificates carry the new name and seal; issued ones keep theirs (they are documents). */
export async function setCentre(app: FastifyInstance, body: SetCentreBody, userId: number): Promise<CentreSettings> {
  const values = {
    name: body.name,
    sealUrl: body.sealUrl,
    publicUrl: body.publicUrl.replace(/\/+$/, ''),
    updatedAt: app.clock.now(),
    updatedBy: userId,
  };
  await app.db
    .insertInto('centreSettings')
    .values({ id: CENTRE_ROW, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return centreSettings(app);
}
